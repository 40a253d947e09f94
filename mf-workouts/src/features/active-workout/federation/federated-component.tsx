// Renders a React component another remote exposes (a module whose default export is the
// component, typed by its props contract in @repwise/contracts). While it loads: a status line;
// when it cannot load or throws while rendering: a card with Try again. Nothing here can take the
// workout down.
//
// The module loads through this remote's own Module Federation runtime instance (`mf_workouts`,
// created on the share scope the shell gave it), so the panel renders with the page's one React
// and shared libraries, and no second runtime copy is bundled.
import type { RemoteName } from '@repwise/federation';
import { findPageFederationRuntime, loadFederatedModule } from '@repwise/federation/runtime';
import { Button, Card, Spinner } from '@repwise/ui';
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';

function isComponentModule<Props>(value: unknown): value is { default: ComponentType<Props> } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'default') === 'function'
  );
}

type LoadState<Props> =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<Props> }
  | { status: 'failed'; reason: string };

function useRemoteComponent<Props>(remote: RemoteName, module: `./${string}`, attempt: number) {
  const [state, setState] = useState<LoadState<Props>>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    loadFederatedModule({
      remote,
      module,
      attempt,
      getRuntime: () => findPageFederationRuntime('mf_workouts'),
      provider: 'this page',
    }).then(
      (loaded) => {
        if (cancelled) return;
        setState(
          isComponentModule<Props>(loaded)
            ? { status: 'ready', Component: loaded.default }
            : { status: 'failed', reason: `${remote} does not expose ${module} as a component` },
        );
      },
      (error: unknown) => {
        if (cancelled) return;
        setState({
          status: 'failed',
          reason: error instanceof Error ? error.message : String(error),
        });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [remote, module, attempt]);
  return state;
}

const Loading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
`;

const Fallback = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  border-color: ${({ theme }) => theme.colors.warning};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`;

/** What the fallback card says: its title and what still works without the module. */
export interface FallbackText {
  title: string;
  description: string;
}

const Detail = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

function FallbackCard({
  text,
  reason,
  action,
  onRetry,
}: {
  text: FallbackText;
  reason: string | null;
  action: ReactNode;
  onRetry: () => void;
}) {
  return (
    <Fallback as="section" role="alert" aria-label={text.title}>
      <h3>{text.title}</h3>
      <p>{text.description}</p>
      {reason && <Detail>{reason}</Detail>}
      <Actions>
        <Button type="button" $size="sm" onClick={onRetry}>
          Try again
        </Button>
        {action}
      </Actions>
    </Fallback>
  );
}

/** Catches a loaded component that throws while rendering; shows `fallback` instead. */
class RenderBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { hasFailed: boolean }
> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}

export function FederatedComponent<Props extends object>({
  remote,
  module,
  props,
  loadingText,
  fallback,
  fallbackAction = null,
}: {
  remote: RemoteName;
  module: `./${string}`;
  props: Props;
  loadingText: string;
  fallback: FallbackText;
  /** A second button beside Try again (e.g. Close in a dialog). */
  fallbackAction?: ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  const state = useRemoteComponent<Props>(remote, module, attempt);
  const retry = () => setAttempt((n) => n + 1);
  if (state.status === 'loading') {
    return (
      <Loading role="status">
        <Spinner $sizePx={20} />
        <span>{loadingText}</span>
      </Loading>
    );
  }
  if (state.status === 'failed') {
    return (
      <FallbackCard text={fallback} reason={state.reason} action={fallbackAction} onRetry={retry} />
    );
  }
  const Loaded = state.Component;
  return (
    <RenderBoundary
      key={attempt}
      fallback={
        <FallbackCard text={fallback} reason={null} action={fallbackAction} onRetry={retry} />
      }
    >
      <Loaded {...props} />
    </RenderBoundary>
  );
}
