import type { RemoteAppProps } from '@repwise/contracts';
import {
  defaultProgressiveRequirements,
  type ProgressiveRequirements,
  type WorkoutPlan,
} from '@repwise/contracts/workouts';
import { Button, EmptyState, LoadingState } from '@repwise/ui';
import { useState } from 'react';
import { describeError } from '../../api/api-errors';
import { useOnboardingPrefill, usePlans } from '../../api/use-plan-data';
import { ErrorCard } from '../../shared/ui/status-views';
import { OutlineView } from './outline-view';
import { ProgressDialog } from './progress-dialog';
import { RequirementsForm } from './requirements-form';
import { hasValidRequirements } from './requirements-form-steps';
import { useProgressivePlan } from './use-progressive-plan';

/**
 * The form's starting answers: the active plan's for Customize Plan; for prefill=true the stored
 * onboarding answers through the spec 03 §5 prefill mapping (the plan built from them may still be
 * generating after Edit Quiz), else the onboarding plan's; otherwise the spec's defaults.
 */
function pickInitialRequirements(
  plans: readonly WorkoutPlan[],
  prefill: ProgressiveRequirements | null | undefined,
  { isCustomize, isPrefill }: { isCustomize: boolean; isPrefill: boolean },
): ProgressiveRequirements {
  if (isPrefill && prefill) return prefill;
  const source = isCustomize
    ? plans.find((plan) => plan.isActive)
    : isPrefill
      ? plans.find((plan) => plan.source === 'onboarding')
      : undefined;
  return source?.requirements ?? defaultProgressiveRequirements;
}

/** The progressive training screen (spec 03 §2): the 3-step form, then the outline with its weeks. */
export function ProgressiveView({ location, notify }: Pick<RemoteAppProps, 'location' | 'notify'>) {
  const query = new URLSearchParams(location.search);
  // A plan made here is kept in state (no route change needed); ?plan= opens an existing one.
  const [createdPlanId, setCreatedPlanId] = useState<string | null>(null);
  const planId = createdPlanId ?? query.get('plan');
  const isCustomize = query.get('customize') === 'true';
  const isPrefill = query.get('prefill') === 'true';
  const plans = usePlans();
  const prefill = useOnboardingPrefill(isPrefill);
  const [phase, setPhase] = useState<'form' | 'outline'>(planId ? 'outline' : 'form');
  const [requirements, setRequirements] = useState<ProgressiveRequirements | null>(null);
  const [progressWeek, setProgressWeek] = useState<number | null>(null);
  const progressive = useProgressivePlan({
    planId,
    notify,
    onPlanCreated: (plan) => setCreatedPlanId(plan.id),
  });

  function submitForm(values: ProgressiveRequirements) {
    setRequirements(values);
    setPhase('outline');
    void progressive.generateOutline(values);
  }

  const errorCard = progressive.error && (
    <ErrorCard
      title="Generation Error"
      message={progressive.error}
      actions={
        <Button type="button" onClick={progressive.clearError}>
          Try Again
        </Button>
      }
    />
  );

  if (phase === 'form') {
    const needsPlans = (isCustomize || isPrefill) && plans.data === undefined && plans.isLoading;
    const needsPrefill = isPrefill && prefill.data === undefined && prefill.isLoading;
    if (needsPlans || needsPrefill) return <LoadingState text="Loading your answers..." />;
    return (
      <RequirementsForm
        key={`${isCustomize}-${isPrefill}`}
        initial={
          requirements ??
          pickInitialRequirements(plans.data ?? [], prefill.data, { isCustomize, isPrefill })
        }
        isGenerating={progressive.isGeneratingOutline}
        onGenerate={submitForm}
      />
    );
  }

  const plan = progressive.plan.data;
  if (progressive.isGeneratingOutline)
    return <LoadingState text="Generating your training outline..." />;
  if (planId && progressive.plan.isLoading && !plan)
    return <LoadingState text="Loading your programme..." />;
  if (planId && progressive.plan.error && !plan) {
    return (
      <ErrorCard
        title="Generation Error"
        message={describeError(progressive.plan.error, 'Failed to get training outline')}
        actions={
          <Button type="button" onClick={() => void progressive.plan.mutate()}>
            Try Again
          </Button>
        }
      />
    );
  }
  return (
    <>
      {errorCard}
      {plan?.outline ? (
        <OutlineView
          plan={plan}
          weeklyPlans={progressive.weeklyPlans.data ?? []}
          generatingWeek={progressive.generatingWeek}
          isActivating={progressive.isActivating}
          onGenerateWeek={(week) => void progressive.generateWeek(week)}
          onUpdateProgress={setProgressWeek}
          onActivate={() => void progressive.activate()}
          onBackToForm={() => setPhase('form')}
        />
      ) : (
        <EmptyState
          title="Generate Training Outline"
          description="Your 4-week outline sets each week's theme, focus and intensity."
          action={
            <>
              <Button
                type="button"
                disabled={!hasValidRequirements(requirements)}
                onClick={() => requirements && void progressive.generateOutline(requirements)}
              >
                Generate Training Outline
              </Button>{' '}
              <Button type="button" $variant="secondary" onClick={() => setPhase('form')}>
                Back to Form
              </Button>
            </>
          }
        />
      )}
      {progressWeek !== null && (
        <ProgressDialog
          weekNumber={progressWeek}
          isSaving={progressive.isSavingProgress}
          onCancel={() => setProgressWeek(null)}
          onSubmit={(checkIn) =>
            void progressive
              .saveProgress(progressWeek, checkIn)
              .then((isSaved) => isSaved && setProgressWeek(null))
          }
        />
      )}
    </>
  );
}
