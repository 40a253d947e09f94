import { findFocusable, trapTabKey } from '../focus-trap';
import { Button } from './button';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: rgba(0, 0, 0, 0.55);
`;

const Panel = styled.div<{ $wide: boolean }>`
  width: min(100%, ${({ $wide }) => ($wide ? '960px' : '480px')});
  max-height: calc(100vh - 32px);
  overflow: auto;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A dialog's button row, right-aligned, wrapping on narrow screens. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * A modal dialog: labelled by its title, focus moves in (first field, or `initialFocus`) and stays
 * inside (Tab wraps), Escape and the backdrop close it, and focus returns where it was.
 */
export function Dialog({
  title,
  description,
  onClose,
  children,
  isWide = false,
  role = 'dialog',
}: {
  title: string;
  description?: string;
  onClose: () => void;
  children: ReactNode;
  isWide?: boolean;
  role?: 'dialog' | 'alertdialog';
}) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = panel
      ? (panel.querySelector<HTMLElement>('[data-autofocus]') ?? findFocusable(panel)[0])
      : null;
    (first ?? panel)?.focus();
    return () => returnTo?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      latestClose.current();
      return;
    }
    trapTabKey(event);
  };

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) latestClose.current();
      }}
    >
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $wide={isWide}
        onKeyDown={onKeyDown}
      >
        <Title id={titleId}>{title}</Title>
        {description && <Description id={descriptionId}>{description}</Description>}
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

/** A yes/no question: Cancel, and a confirm button (danger by default) that shows it is busy. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  isBusy = false,
  tone = 'danger',
}: {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  isBusy?: boolean;
  tone?: 'danger' | 'primary';
}) {
  return (
    <Dialog title={title} description={message} onClose={onCancel} role="alertdialog">
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button
          type="button"
          $variant={tone}
          onClick={onConfirm}
          disabled={isBusy}
          aria-busy={isBusy}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
