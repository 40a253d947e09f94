import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { restoreSessionAtStart } from './features/auth/use-session-keep-alive';

// Before the first render: the guard's first request waits for the refreshed token.
restoreSessionAtStart();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Web vitals and area metrics: loaded after the page has loaded, so they stay out of the first-load JS.
window.addEventListener(
  'load',
  () =>
    void import('./analytics/start-analytics').then(
      (analytics) => analytics.startAnalytics(),
      () => undefined,
    ),
  { once: true },
);
