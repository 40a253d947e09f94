// The AI side of a guided workout (spec 03 §4 "Workout flow"): with AI on, each finished tracked set
// is logged to the workouts service, which answers the exercise's running result and the
// regenerated adaptive plan; the plan panel opens by itself when the answer brings a
// recommendation the user has not seen yet; Apply / Dismiss resolve a recommendation on the server;
// finishing the workout adds the session to the progress tracker. With AI off nothing here calls
// the server.
import {
  buildModificationId,
  type CoachUserProfileDto,
  type PlanModificationDto,
  type PoseAdaptivePlan,
  type PoseExerciseResult,
  type PoseSessionResponse,
  type RiskDetectedEvent,
  type SetAnalysisReport,
} from '@repwise/contracts/pose';
import { useCallback, useMemo, useRef, useState } from 'react';
import { describeError } from '../../../api/api-errors';
import {
  fetchAdaptivePlan,
  finishPoseSession,
  recordPoseSet,
  resolveModification,
} from '../../../api/pose-api';
import { useWorkoutsApi } from '../../../api/workouts-api-context';
import { buildSetRequest, type TrackedMovement } from '../model/pose-workout';
import type { FlowExercise } from '../model/workout-flow';

/** Where a set happens in the workout. */
export interface SetPosition {
  exerciseIndex: number;
  setNumber: number;
}

/** What finishing a tracked workout earned, for the completion screen. */
export type PoseSessionOutcome =
  | { status: 'saving' }
  | { status: 'failed'; message: string }
  | ({ status: 'saved' } & PoseSessionResponse['data']);

export interface PoseWorkout {
  sessionId: string;
  isAiOn: boolean;
  setAiOn: (on: boolean) => void;
  plan: PoseAdaptivePlan | null;
  isPlanLoading: boolean;
  isPlanOpen: boolean;
  openPlan: () => void;
  closePlan: () => void;
  /** Running results of the tracked exercises, by movement. */
  results: Partial<Record<TrackedMovement, PoseExerciseResult>>;
  onSetAnalysis: (position: SetPosition, report: SetAnalysisReport) => void;
  /** A tracked set ended (Mark Set Complete) with AI on, whether or not it counted reps. */
  onSetEnded: (position: SetPosition) => void;
  onRiskDetected: (event: RiskDetectedEvent) => void;
  applyModification: (modification: PlanModificationDto) => Promise<void>;
  dismissModification: (modification: PlanModificationDto) => Promise<void>;
  /** Posts the finished session when any set was logged; null when there is nothing to post. */
  finish: (totalSeconds: number) => Promise<PoseSessionOutcome | null>;
}

const setKey = ({ exerciseIndex, setNumber }: SetPosition) => `${exerciseIndex}:${setNumber}`;

export function usePoseWorkout({
  userProfile,
  getExercises,
  onModificationApplied,
}: {
  userProfile: CoachUserProfileDto;
  /** The workout's exercises as they are now (applied modifications included). */
  getExercises: () => readonly FlowExercise[];
  onModificationApplied: (modification: PlanModificationDto) => void;
}): PoseWorkout {
  const { request, notify } = useWorkoutsApi();
  const [sessionId] = useState(() => crypto.randomUUID());
  const [isAiOn, setIsAiOn] = useState(false);
  const [plan, setPlan] = useState<PoseAdaptivePlan | null>(null);
  const [isPlanLoading, setIsPlanLoading] = useState(false);
  const [isPlanOpen, setIsPlanOpen] = useState(false);
  const [results, setResults] = useState<PoseWorkout['results']>({});
  const seenModifications = useRef(new Set<string>());
  const reportedSets = useRef(new Set<string>());
  const announcedAlerts = useRef(new Set<string>());
  const pendingSets = useRef<Promise<unknown>>(Promise.resolve());
  const loggedSets = useRef(0);
  const latest = useRef({ userProfile, getExercises, onModificationApplied, notify });
  latest.current = { userProfile, getExercises, onModificationApplied, notify };

  /** Takes a plan from the server; opens the panel when it brings unseen recommendations. */
  const receivePlan = useCallback((next: PoseAdaptivePlan, mayOpen: boolean) => {
    const unseen = next.modifications.filter((m) => !seenModifications.current.has(m.id));
    for (const modification of unseen) seenModifications.current.add(modification.id);
    setPlan(next);
    if (mayOpen && unseen.length > 0) setIsPlanOpen(true);
  }, []);

  const refreshPlan = useCallback(
    async (mayOpen: boolean) => {
      setIsPlanLoading(true);
      try {
        receivePlan(await fetchAdaptivePlan(request, sessionId), mayOpen);
      } catch (error) {
        latest.current.notify({
          title: 'Adaptive plan unavailable',
          description: describeError(error, 'Unable to load your adaptive plan at this time'),
          variant: 'destructive',
        });
      } finally {
        setIsPlanLoading(false);
      }
    },
    [request, sessionId, receivePlan],
  );

  const setAiOn = useCallback(
    (on: boolean) => {
      setIsAiOn(on);
      // The plan so far (earlier sessions' recommendations) is what Adapt counts; it is news
      // only after this workout's sets, so it does not pop the panel open.
      if (on && plan === null && !isPlanLoading) void refreshPlan(false);
    },
    [plan, isPlanLoading, refreshPlan],
  );

  const announceAlert = useCallback(
    (alert: { exercise: string; issue: string; severity: string; description: string }) => {
      const key = `${alert.exercise}:${alert.issue}`;
      if (announcedAlerts.current.has(key)) return;
      announcedAlerts.current.add(key);
      latest.current.notify({
        title: alert.severity === 'critical' ? 'Stop and reset your form' : 'Form warning',
        description: alert.description,
        variant: 'destructive',
        durationMs: 8000,
      });
    },
    [],
  );

  const onSetAnalysis = useCallback(
    (position: SetPosition, report: SetAnalysisReport) => {
      // One record per set: a set reported when AI was switched off mid-set and reported again
      // after it was switched back on keeps its first report (the server would refuse the second).
      if (reportedSets.current.has(setKey(position))) return;
      reportedSets.current.add(setKey(position));
      const body = buildSetRequest({
        report,
        exercises: latest.current.getExercises(),
        exerciseIndex: position.exerciseIndex,
        sessionId,
        userProfile: latest.current.userProfile,
      });
      const logged = recordPoseSet(request, body).then(
        (answer) => {
          loggedSets.current += 1;
          setResults((current) => ({ ...current, [report.exercise]: answer.exerciseResult }));
          receivePlan(answer.adaptivePlan, true);
          for (const alert of answer.alerts) announceAlert(alert);
        },
        (error: unknown) => {
          latest.current.notify({
            title: 'Set analysis not saved',
            description: describeError(error, 'Failed to record workout session'),
            variant: 'destructive',
          });
        },
      );
      pendingSets.current = pendingSets.current.then(() => logged);
    },
    [request, sessionId, receivePlan, announceAlert],
  );

  const onSetEnded = useCallback(
    (position: SetPosition) => {
      // The panel reports a set with reps when it unmounts, which React does while committing the
      // click that ended the set; a macrotask later it has either reported (and the set's answer
      // brings the plan) or counted nothing, and then the plan is refreshed here.
      setTimeout(() => {
        if (!reportedSets.current.has(setKey(position))) void refreshPlan(true);
      }, 0);
    },
    [refreshPlan],
  );

  const onRiskDetected = useCallback(
    (event: RiskDetectedEvent) => {
      if (event.alert && (event.alert.severity === 'high' || event.alert.severity === 'critical')) {
        announceAlert(event.alert);
      }
    },
    [announceAlert],
  );

  const resolve = useCallback(
    async (action: 'apply' | 'dismiss', modification: PlanModificationDto) => {
      const id = buildModificationId(modification);
      try {
        receivePlan(await resolveModification(request, action, id, sessionId), false);
      } catch (error) {
        throw new Error(describeError(error, 'Unknown error occurred'), { cause: error });
      }
      if (action === 'apply') latest.current.onModificationApplied(modification);
    },
    [request, sessionId, receivePlan],
  );

  const finish = useCallback(
    async (totalSeconds: number): Promise<PoseSessionOutcome | null> => {
      // The last set is reported as its panel unmounts with the runner; let that land first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await pendingSets.current;
      if (loggedSets.current === 0) return null;
      try {
        const answer = await finishPoseSession(request, {
          sessionId,
          totalDuration: Math.min(86_400, Math.max(0, Math.round(totalSeconds))),
          userProfile: latest.current.userProfile,
        });
        return { status: 'saved', ...answer };
      } catch (error) {
        return {
          status: 'failed',
          message: describeError(error, 'Failed to record workout session'),
        };
      }
    },
    [request, sessionId],
  );

  return useMemo(
    () => ({
      sessionId,
      isAiOn,
      setAiOn,
      plan,
      isPlanLoading,
      isPlanOpen,
      openPlan: () => setIsPlanOpen(true),
      closePlan: () => setIsPlanOpen(false),
      results,
      onSetAnalysis,
      onSetEnded,
      onRiskDetected,
      applyModification: (modification) => resolve('apply', modification),
      dismissModification: (modification) => resolve('dismiss', modification),
      finish,
    }),
    [
      sessionId,
      isAiOn,
      setAiOn,
      plan,
      isPlanLoading,
      isPlanOpen,
      results,
      onSetAnalysis,
      onSetEnded,
      onRiskDetected,
      resolve,
      finish,
    ],
  );
}
