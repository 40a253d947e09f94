import { GlobalStyle, lightTheme } from '@repwise/ui';
import { render, type RenderResult } from '@testing-library/react';
import { Provider as JotaiProvider, getDefaultStore } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders UI inside the shell's providers at `path`; `screen.getByTestId('location')` shows where it navigated. */
export function renderInShell(
  ui: ReactElement,
  { path = '/', routePath = '*' }: { path?: string; routePath?: string } = {},
): RenderResult {
  return render(
    <JotaiProvider store={getDefaultStore()}>
      <ThemeProvider theme={lightTheme}>
        <GlobalStyle />
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={ui} />
            {routePath !== '*' && <Route path="*" element={null} />}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>
    </JotaiProvider>,
  );
}
