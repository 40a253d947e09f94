import type { AuthUser, RemoteAppProps } from '@repwise/contracts';
import { lightTheme } from '@repwise/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';

/** A signed-in user with no profile data yet; `overrides` change single fields. */
export function buildUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    age: null,
    height: null,
    weight: null,
    fitnessLevel: null,
    createdAt: '2026-03-15T12:00:00.000Z',
    ...overrides,
  };
}

/** Renders an area's Root at `path` (with its query) as the shell would; the callbacks are spies. */
export function renderRoot(
  Root: ComponentType<RemoteAppProps>,
  path: string,
  overrides: Partial<RemoteAppProps> = {},
): RenderResult & { props: RemoteAppProps } {
  const url = new URL(path, 'http://localhost');
  const props: RemoteAppProps = {
    basePath: '/app',
    location: { pathname: url.pathname, search: url.search },
    user: buildUser(),
    getAccessToken: () => 'token',
    themeMode: 'light',
    navigate: vi.fn(),
    notify: vi.fn(),
    onSessionEnded: vi.fn(),
    onSessionRenewed: vi.fn(),
    ...overrides,
  };
  const result = render(
    <ThemeProvider theme={lightTheme}>
      <Root {...props} />
    </ThemeProvider>,
  );
  return { ...result, props };
}
