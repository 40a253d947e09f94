// A stand-in for mf-pose in component tests: a Module Federation runtime instance on the page's
// `__FEDERATION__` global (where the real one lives) whose `loadRemote` answers fake panels that
// honour the panel contracts of @repwise/contracts/pose, and the plans the pose API answers.
import type {
  AdaptivePlanPanelProps,
  PlanModificationDto,
  PoseAdaptivePlan,
  PoseModification,
  SquatPanelProps,
} from '@repwise/contracts/pose';
import { buildModificationId } from '@repwise/contracts/pose';
import { useEffect, useRef, useState } from 'react';
import { vi } from 'vitest';

/** A tracking panel that counts a rep per click and reports its set as the real one does. */
function FakeTrackingPanel(props: SquatPanelProps & { exercise: 'squat' | 'deadlift' }) {
  const [reps, setReps] = useState(0);
  const state = useRef({ reps: 0, reported: false, props });
  state.current.props = props;
  state.current.reps = reps;
  const report = () => {
    const { reps: count, reported, props: latest } = state.current;
    if (reported || count === 0) return;
    state.current.reported = true;
    latest.onSetAnalysis({
      exercise: latest.exercise,
      setNumber: latest.setNumber,
      reps: count,
      formScores: Array.from({ length: count }, (_, i) => 7 + (i % 2)),
      averageFormScore: 7.5,
      analyses: [],
      duration: 20,
      safetyIssues: [],
    });
  };
  // Reported when the panel goes (Mark Set Complete) or the set number changes.
  useEffect(() => report, []);
  return (
    <section aria-label={`Fake ${props.exercise} panel`}>
      <p>
        Set {props.setNumber}, target {props.targetReps}, {reps} reps, session{' '}
        {props.sessionId ? 'given' : 'missing'}, {props.themeMode} theme
      </p>
      <button type="button" onClick={() => setReps((n) => n + 1)}>
        Count a rep
      </button>
      <button
        type="button"
        onClick={() =>
          props.onRiskDetected?.({
            exercise: props.exercise,
            riskFactors: [],
            alert: {
              id: 'alert-1',
              exercise: props.exercise,
              issue: 'knee_valgus',
              severity: 'high',
              description: 'Knees are caving in.',
              anatomicalArea: 'Knees',
              immediateActions: [],
              longTermSolutions: [],
              createdAt: 1,
            },
          })
        }
      >
        Raise a risk
      </button>
    </section>
  );
}

/** An adaptive plan panel listing the plan's modifications with Apply, Dismiss and Close. */
function FakeAdaptivePlanPanel(props: AdaptivePlanPanelProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const act = async (action: () => unknown) => {
    try {
      await action();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <section aria-label="Fake adaptive plan panel">
      {props.plan === null && <p>{props.isLoading ? 'Plan loading' : 'No plan'}</p>}
      <ul>
        {props.plan?.modifications.map((modification) => (
          <li key={buildModificationId(modification)}>
            {modification.exerciseName} {modification.type}
            <button
              type="button"
              onClick={() => void act(() => props.onApplyModification(modification))}
            >
              Apply {modification.type}
            </button>
            <button
              type="button"
              onClick={() => void act(() => props.onDismissModification(modification))}
            >
              Dismiss {modification.type}
            </button>
          </li>
        ))}
      </ul>
      {failure && <p role="alert">{failure}</p>}
      <button type="button" onClick={props.onClose}>
        Close plan
      </button>
    </section>
  );
}

const fakeModules: Record<string, unknown> = {
  'mf_pose/squat-panel': {
    default: (props: SquatPanelProps) => <FakeTrackingPanel {...props} exercise="squat" />,
  },
  'mf_pose/deadlift-panel': {
    default: (props: SquatPanelProps) => <FakeTrackingPanel {...props} exercise="deadlift" />,
  },
  'mf_pose/adaptive-plan-panel': { default: FakeAdaptivePlanPanel },
};

/**
 * Puts a fake `mf_workouts` runtime instance on `__FEDERATION__` (remove with
 * `vi.unstubAllGlobals()`); `loadRemote` answers the fake panels unless `failLoads` loads fail first.
 */
export function installFakePoseRemote({ failLoads = 0 } = {}) {
  let failuresLeft = failLoads;
  const runtime = {
    options: { name: 'mf_workouts' },
    registerRemotes: vi.fn(),
    loadRemote: vi.fn(async (id: string) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('Failed to fetch dynamically imported module');
      }
      return fakeModules[id] ?? null;
    }),
  };
  vi.stubGlobal('__FEDERATION__', { __INSTANCES__: [runtime] });
  return runtime;
}

/** The manifest route of the fake API: mf_pose at a test origin. */
export const remotesJsonRoute = {
  'GET /remotes.json': {
    status: 200,
    body: { mf_pose: { entry: 'http://pose.test/remoteEntry.js' } },
  },
};

/** A modification of Squats as the pose API answers it. */
export function buildPoseModification(
  overrides: Partial<PlanModificationDto> = {},
): PoseModification {
  const modification: PlanModificationDto = {
    exerciseId: 'squats',
    exerciseName: 'Squats',
    type: 'regression',
    priority: 'high',
    reason: 'Form averages 4.6/10 and is declining',
    details: {
      originalReps: 15,
      recommendedReps: 12,
      originalSets: 3,
      recommendedSets: 2,
      recommendedWeight: null,
      restTimeAdjustment: 30,
      focusPoints: [],
      additionalExercises: [],
    },
    estimatedImpact: 'Rebuild technique on an easier variation',
    ...overrides,
  };
  return { ...modification, id: buildModificationId(modification) };
}

/** An adaptive plan holding `modifications`. */
export function buildPosePlan(modifications: PoseModification[] = []): PoseAdaptivePlan {
  return {
    workoutId: 'workout-1',
    adaptationDate: 1_800_000_000_000,
    userProfile: {
      name: 'Ada',
      fitnessLevel: 'INTERMEDIATE',
      goals: [],
      limitations: [],
      preferredFeedbackStyle: 'SUPPORTIVE',
    },
    exerciseMetrics: [],
    modifications,
    overallAssessment: {
      readinessScore: 50,
      riskLevel: 'low',
      primaryConcerns: [],
      strengths: [],
      nextSteps: [],
    },
    nextReviewDate: 1_800_604_800_000,
  };
}
