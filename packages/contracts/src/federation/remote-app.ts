import type { AuthSession, AuthUser } from '../auth/auth.schema';

/** A toast the shell shows for a remote: one at a time, 5 s unless `durationMs` says otherwise. */
export interface ToastRequest {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive';
  durationMs?: number;
}

/** What the shell hands every remote when it mounts it (and again on every change). */
export interface RemoteAppProps {
  /** The shell route the area is mounted under, e.g. `/app/workout`. */
  basePath: string;
  /** The browser location the area should render (path and query), owned by the shell's router. */
  location: { pathname: string; search: string };
  /** The signed-in user, or null on public pages. */
  user: AuthUser | null;
  /**
   * The current access token (refreshed by the shell), or null when signed out; a promise while
   * the shell is refreshing it (await it: the token it replaces may have expired).
   */
  getAccessToken: () => string | null | Promise<string | null>;
  /** Resolved theme of the page. */
  themeMode: 'light' | 'dark';
  /** Navigates the shell's router (path with optional query). */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Shows a toast in the shell. */
  notify: (toast: ToastRequest) => void;
  /** Tells the shell the API answered a session-ending code; it signs out and redirects. */
  onSessionEnded: () => void;
  /**
   * Hands the shell a session that replaces the current one (a password change signs out every
   * session and answers with a fresh one); the shell keeps it as after a sign-in, in every tab.
   */
  onSessionRenewed: (session: AuthSession) => void;
}

/**
 * The window event (a plain `Event`) an area dispatches after it changed the user's safety alerts
 * (a risk factor dismissed, a tracked set recorded): the shell then rereads the count on the
 * Safety menu item.
 */
export const safetyAlertsChangedEvent = 'repwise:safety-alerts-changed';

/** The single-spa lifecycles a remote's `./app` module exports. */
export interface RemoteAppModule {
  bootstrap: (props: RemoteAppProps) => Promise<unknown>;
  mount: (props: RemoteAppProps) => Promise<unknown>;
  unmount: (props: RemoteAppProps) => Promise<unknown>;
  update?: (props: RemoteAppProps) => Promise<unknown>;
}

/** Whether a loaded module has the single-spa lifecycles a remote must expose. */
export function isRemoteAppModule(value: unknown): value is RemoteAppModule {
  if (typeof value !== 'object' || value === null) return false;
  return ['bootstrap', 'mount', 'unmount'].every(
    (name) => typeof Reflect.get(value, name) === 'function',
  );
}
