import type { RemoteAppProps } from '@repwise/contracts';
import type {
  ProgressCheckIn,
  ProgressiveRequirements,
  WorkoutPlan,
} from '@repwise/contracts/workouts';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { describeError, GenerationFailure } from '../../api/api-errors';
import {
  activatePlan,
  createProgressivePlan,
  fetchPlan,
  fetchWeek,
  generateWeek,
  updateWeekProgress,
} from '../../api/plans-api';
import { useRefreshAfterProgress, useWeeklyPlans } from '../../api/use-plan-data';
import { waitForJob } from '../../api/wait-for-job';
import { useWorkoutsApi } from '../../api/workouts-api-context';
import { formatEnumLabel } from '../../shared/model/format';

/**
 * The progressive plan's calls and their state: generate the outline (a new plan), generate a week,
 * store a week's check-in and activate the plan. Errors land in `error` for the Generation Error card.
 */
export function useProgressivePlan({
  planId,
  onPlanCreated,
  notify,
}: {
  planId: string | null;
  onPlanCreated: (plan: WorkoutPlan) => void;
} & Pick<RemoteAppProps, 'notify'>) {
  const { request, userId } = useWorkoutsApi();
  const refreshAfterProgress = useRefreshAfterProgress();
  const { mutate: mutateCache } = useSWRConfig();
  const plan = useSWR(planId ? [userId, 'plan', planId] : null, () =>
    fetchPlan(request, planId ?? ''),
  );
  const weeklyPlans = useWeeklyPlans(planId);
  const [error, setError] = useState<string | null>(null);
  const [isGeneratingOutline, setGeneratingOutline] = useState(false);
  const [generatingWeek, setGeneratingWeek] = useState<number | null>(null);
  const [isSavingProgress, setSavingProgress] = useState(false);
  const [isActivating, setActivating] = useState(false);

  async function generateOutline(requirements: ProgressiveRequirements) {
    const failure = 'Failed to generate training outline';
    setError(null);
    setGeneratingOutline(true);
    try {
      const result = await createProgressivePlan(request, requirements);
      const created =
        result.kind === 'done'
          ? result.value
          : await fetchPlan(request, (await waitForJob(request, result.job, failure)).planId);
      if (!created.outline) throw new GenerationFailure(failure);
      // Seeds the new plan's cache entry, so the outline shows without another call.
      await mutateCache([userId, 'plan', created.id], created, { revalidate: false });
      notify({
        title: 'Progressive Plan Started',
        description: `${created.planName}: your 4-week outline is ready. Generate week 1 to begin.`,
        variant: 'success',
      });
      onPlanCreated(created);
    } catch (caught) {
      setError(describeError(caught, failure));
    } finally {
      setGeneratingOutline(false);
    }
  }

  async function generateWeekNumber(weekNumber: number) {
    if (!planId) return;
    const failure = `Failed to generate week ${weekNumber} workouts`;
    setError(null);
    setGeneratingWeek(weekNumber);
    try {
      const result = await generateWeek(request, { planId, weekNumber });
      if (result.kind === 'pending') {
        await waitForJob(request, result.job, failure);
        await fetchWeek(request, planId, weekNumber);
      }
      await Promise.all([plan.mutate(), weeklyPlans.mutate()]);
      notify({
        title: `Week ${weekNumber} Generated`,
        description: 'Your workouts for the week are ready.',
        variant: 'success',
      });
      refreshAfterProgress();
    } catch (caught) {
      setError(describeError(caught, failure));
    } finally {
      setGeneratingWeek(null);
    }
  }

  async function saveProgress(weekNumber: number, checkIn: ProgressCheckIn): Promise<boolean> {
    if (!planId) return false;
    setSavingProgress(true);
    try {
      const { recommendation } = await updateWeekProgress(request, planId, weekNumber, checkIn);
      await weeklyPlans.mutate();
      notify({
        title: `Week ${weekNumber} Progress Updated`,
        description: `Volume: ${formatEnumLabel(recommendation.volumeAdjustment)} · Intensity: ${formatEnumLabel(
          recommendation.intensityAdjustment,
        )} · Recovery: ${formatEnumLabel(recommendation.recoveryAdjustment)}. ${recommendation.motivation}`,
        variant: 'success',
      });
      return true;
    } catch (caught) {
      notify({
        title: 'Error',
        description: describeError(caught, `Failed to update week ${weekNumber} progress`),
        variant: 'destructive',
      });
      return false;
    } finally {
      setSavingProgress(false);
    }
  }

  async function activate() {
    if (!planId) return;
    setActivating(true);
    try {
      const activated = await activatePlan(request, planId);
      await plan.mutate(activated, { revalidate: false });
      notify({
        title: 'Plan Activated',
        description: `${activated.planName} is now your active plan.`,
        variant: 'success',
      });
      refreshAfterProgress();
    } catch (caught) {
      notify({
        title: 'Error',
        description: describeError(caught, 'Failed to update workout plan status'),
        variant: 'destructive',
      });
    } finally {
      setActivating(false);
    }
  }

  return {
    plan,
    weeklyPlans,
    error,
    clearError: () => setError(null),
    isGeneratingOutline,
    generatingWeek,
    isSavingProgress,
    isActivating,
    generateOutline,
    generateWeek: generateWeekNumber,
    saveProgress,
    activate,
  };
}
