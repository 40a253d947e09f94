// The side sheet the 'Adapt' button opens: mf-pose's adaptive plan panel (Overview,
// Recommendations, Exercise Metrics) loaded through federation, as a modal dialog — focus moves in
// and stays inside, Escape or a click beside it closes it, and focus returns to where it was.
import type { AdaptivePlanPanelProps } from '@repwise/contracts/pose';
import { Button, trapTabKey } from '@repwise/ui';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styled, { useTheme } from 'styled-components';
import { FederatedComponent } from '../federation/federated-component';
import type { PoseWorkout } from './use-pose-workout';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: flex;
  justify-content: flex-end;
  background: rgba(0, 0, 0, 0.55);
`;

const Sheet = styled.div`
  width: min(640px, 100%);
  height: 100%;
  overflow: auto;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

export function AdaptivePlanSheet({ pose }: { pose: PoseWorkout }) {
  const sheet = useRef<HTMLDivElement>(null);
  const themeMode = useTheme().mode;
  const { closePlan } = pose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    sheet.current?.focus();
    return () => opener?.focus();
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closePlan();
      return;
    }
    trapTabKey(event);
  }

  const panelProps: AdaptivePlanPanelProps = {
    plan: pose.plan,
    isLoading: pose.isPlanLoading,
    themeMode,
    onApplyModification: pose.applyModification,
    onDismissModification: pose.dismissModification,
    onClose: closePlan,
  };

  return createPortal(
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && closePlan()}>
      <Sheet
        ref={sheet}
        role="dialog"
        aria-modal="true"
        aria-label="Adaptive plan"
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <FederatedComponent
          remote="mf_pose"
          module="./adaptive-plan-panel"
          props={panelProps}
          loadingText="Loading your adaptive plan…"
          fallback={{
            title: 'Adaptive plan is unavailable',
            description:
              'The plan panel could not load. Your recommendations are kept; try again, or close this and carry on with your workout.',
          }}
          fallbackAction={
            <Button type="button" $size="sm" $variant="secondary" onClick={closePlan}>
              Close
            </Button>
          }
        />
      </Sheet>
    </Backdrop>,
    document.body,
  );
}
