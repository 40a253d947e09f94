import { Button } from '@repwise/ui';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import styled from 'styled-components';
import { activeToastAtom, dismissToast } from './toast-store';

const Region = styled.div`
  position: fixed;
  z-index: 1000;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  max-width: min(420px, calc(100vw - 32px));
`;

const ToastCard = styled.div<{ $variant: string }>`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid
    ${({ theme, $variant }) =>
      $variant === 'destructive'
        ? theme.colors.danger
        : $variant === 'success'
          ? theme.colors.success
          : theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;

/** Renders the one active toast in a live region and closes it after its duration. */
export function Toaster() {
  const toast = useAtomValue(activeToastAtom);
  useEffect(() => {
    if (!toast) return undefined;
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast]);
  return (
    <Region aria-live={toast?.variant === 'destructive' ? 'assertive' : 'polite'} role="status">
      {toast && (
        <ToastCard $variant={toast.variant} data-testid="toast">
          <div style={{ flex: 1 }}>
            <strong>{toast.title}</strong>
            {toast.description && <p>{toast.description}</p>}
          </div>
          <Button
            type="button"
            $variant="ghost"
            $size="sm"
            aria-label="Close notification"
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </Button>
        </ToastCard>
      )}
    </Region>
  );
}
