import type { ApiClient, RemoteAppProps } from '@repwise/contracts';
import { useEffect, useRef } from 'react';
import { AnswerSummary } from './components/answer-summary';
import { ProgressOverview } from './components/progress-overview';
import { StepForm } from './components/step-form';
import { StepIndicator } from './components/step-indicator';
import { WizardActions } from './components/wizard-actions';
import { useAutosave } from './hooks/use-autosave';
import { useCompleteOnboarding } from './hooks/use-complete-onboarding';
import { useFocusFirstError } from './hooks/use-focus-first-error';
import type { WizardStart } from './hooks/use-onboarding-start';
import { useWizardState } from './hooks/use-wizard-state';
import { listVisibleQuestions } from './model/question-types';
import { onboardingSteps } from './model/step-definitions';
import { summarizeProgress } from './model/summarize-progress';
import { validateStep, type FieldErrors } from './model/validate-step';
import { writeLocalProgress } from './storage/local-progress';

const stepIds = onboardingSteps.map((step) => step.id);

/** The eight-step assessment: progress, step circles, the current step's questions and its buttons. */
export function OnboardingWizard({
  start,
  request,
  userId,
  isEditMode,
  navigate,
  notify,
}: {
  start: WizardStart;
  request: ApiClient;
  userId: string | null;
  isEditMode: boolean;
} & Pick<RemoteAppProps, 'navigate' | 'notify'>) {
  const wizard = useWizardState(start);
  const { stepIndex, responses, completedStepIds, errors, buildProgress } = wizard;
  const step = onboardingSteps[stepIndex] ?? onboardingSteps[0];
  const isLastStep = stepIndex === onboardingSteps.length - 1;
  const focusQuestion = useFocusFirstError();
  // Once completed, the progress is gone for good: nothing may write it back.
  const isCompleted = useRef(false);

  useEffect(() => {
    if (!isCompleted.current) writeLocalProgress(userId, buildProgress(new Date()));
  }, [userId, buildProgress]);

  useAutosave(request, () => (isCompleted.current ? null : buildProgress(new Date())));

  function showErrors(fieldErrors: FieldErrors, index: number) {
    wizard.goToStep(index);
    wizard.setErrors(fieldErrors);
    const target = onboardingSteps[index];
    const first = target
      ? listVisibleQuestions(target, responses).find((question) => fieldErrors[question.id])
      : undefined;
    if (first) focusQuestion(first.id);
  }

  const completion = useCompleteOnboarding({
    request,
    userId,
    isEditMode,
    navigate,
    notify,
    onInvalid: showErrors,
    onCompleted: () => {
      isCompleted.current = true;
    },
  });

  if (!step) return null;

  function submitStep() {
    if (!step) return;
    const stepErrors = validateStep(step, responses);
    if (Object.keys(stepErrors).length > 0) {
      showErrors(stepErrors, stepIndex);
      return;
    }
    wizard.markCompleted(step.id);
    if (isLastStep) {
      void completion.finish(responses, start.startedAt);
      return;
    }
    notify({
      title: 'Step completed!',
      description: `${step.title} saved successfully`,
      durationMs: 2000,
    });
    wizard.goToStep(stepIndex + 1);
  }

  function skipStep() {
    if (isLastStep) void completion.finish(responses, start.startedAt);
    else wizard.goToStep(stepIndex + 1);
  }

  return (
    <>
      <ProgressOverview
        summary={summarizeProgress(stepIds, stepIndex, completedStepIds)}
        totalSteps={onboardingSteps.length}
      />
      <StepIndicator
        stepIndex={stepIndex}
        stepIds={stepIds}
        completedStepIds={completedStepIds}
        onSelect={wizard.goToStep}
      />
      <StepForm
        step={step}
        responses={responses}
        errors={errors}
        onAnswer={wizard.setAnswer}
        onSubmit={submitStep}
        review={isLastStep && <AnswerSummary responses={responses} onEditStep={wizard.goToStep} />}
        actions={
          <WizardActions
            isFirstStep={stepIndex === 0}
            isLastStep={isLastStep}
            isOptionalStep={step.isOptional}
            isSubmitting={completion.isSubmitting}
            onPrevious={() => wizard.goToStep(stepIndex - 1)}
            onSkip={skipStep}
          />
        }
      />
    </>
  );
}
