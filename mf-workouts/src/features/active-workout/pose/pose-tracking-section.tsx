// The AI part of a squat or deadlift card: the AI On/Off switch, the 'Adapt' button with the
// number of recommendations, and with AI on mf-pose's tracking panel loaded through federation
// (its camera runs while the panel is shown; the set's rep target comes from the workout).
import type {
  CoachUserProfileDto,
  DeadliftPanelProps,
  SquatPanelProps,
} from '@repwise/contracts/pose';
import { Button, Muted } from '@repwise/ui';
import { useId } from 'react';
import styled, { useTheme } from 'styled-components';
import { FederatedComponent } from '../federation/federated-component';
import { formatBadgeCount, type TrackedMovement } from '../model/pose-workout';
import type { FlowExercise } from '../model/workout-flow';
import type { PoseWorkout } from './use-pose-workout';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const SwitchLabel = styled.span`
  font-weight: 600;
`;

const Switch = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)} ${theme.space(1)} ${theme.space(1)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &::before {
    content: '';
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.border)};
    transition: background-color 120ms ease;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Count = styled.span`
  min-width: 1.5em;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.onPrimary};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.8125rem;
  text-align: center;
`;

const PANEL_MODULES = {
  squat: './squat-panel',
  deadlift: './deadlift-panel',
} as const satisfies Record<TrackedMovement, `./${string}`>;

export function PoseTrackingSection({
  exercise,
  exerciseIndex,
  setNumber,
  movement,
  userProfile,
  pose,
}: {
  exercise: FlowExercise;
  exerciseIndex: number;
  setNumber: number;
  movement: TrackedMovement;
  userProfile: CoachUserProfileDto;
  pose: PoseWorkout;
}) {
  const labelId = useId();
  const themeMode = useTheme().mode;
  const recommendations = pose.plan?.modifications.length ?? 0;
  const panelProps: SquatPanelProps & DeadliftPanelProps = {
    isActive: true,
    targetReps: exercise.reps ?? 1,
    setNumber,
    sessionId: pose.sessionId,
    userProfile,
    themeMode,
    // The report names its own set: it may arrive as the next set starts.
    onSetAnalysis: (report) =>
      pose.onSetAnalysis({ exerciseIndex, setNumber: report.setNumber }, report),
    onRiskDetected: pose.onRiskDetected,
  };

  return (
    <>
      <Controls>
        <SwitchLabel id={labelId}>AI form tracking</SwitchLabel>
        <Switch
          type="button"
          role="switch"
          aria-checked={pose.isAiOn}
          aria-labelledby={labelId}
          $on={pose.isAiOn}
          onClick={() => pose.setAiOn(!pose.isAiOn)}
        >
          <span aria-hidden="true">AI {pose.isAiOn ? 'On' : 'Off'}</span>
        </Switch>
        {pose.isAiOn && (
          <Button
            type="button"
            $size="sm"
            aria-label={`Adapt: ${recommendations} ${recommendations === 1 ? 'recommendation' : 'recommendations'}`}
            onClick={pose.openPlan}
          >
            Adapt <Count aria-hidden="true">{formatBadgeCount(recommendations)}</Count>
          </Button>
        )}
      </Controls>
      {pose.isAiOn ? (
        <FederatedComponent
          // A new exercise gets a fresh panel: its own tracker, coach and camera request.
          key={`${exerciseIndex}-${movement}`}
          remote="mf_pose"
          module={PANEL_MODULES[movement]}
          props={panelProps}
          loadingText="Loading form tracking…"
          fallback={{
            title: 'Form tracking is unavailable',
            description:
              'The camera tracking could not load. Your workout carries on: mark your sets complete as usual.',
          }}
        />
      ) : (
        <Muted>
          Turn AI on to count your reps and score your form with the camera. The video stays on this
          device.
        </Muted>
      )}
    </>
  );
}
