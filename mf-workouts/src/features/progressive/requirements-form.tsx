import { tourTarget } from '@repwise/contracts';
import {
  equipmentOptions,
  trainingGoals,
  type ProgressiveRequirements,
} from '@repwise/contracts/workouts';
import {
  Button,
  CheckboxGroup,
  Muted,
  ProgressBar,
  SectionCard,
  SelectField,
  TextAreaField,
} from '@repwise/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatEnumLabel } from '../../shared/model/format';
import { ButtonRow } from '../../shared/ui/layout';
import {
  hasValidRequirements,
  requirementOptions,
  requirementSteps,
  toggleListValue,
} from './requirements-form-steps';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  > fieldset,
  > div:has(textarea) {
    grid-column: 1 / -1;
  }
`;

const Switch = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  font-weight: 600;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * The progressive form (spec 03 §2): Goals & Experience, Training Preferences, Equipment &
 * Limitations, with Previous, Next and 'Generate Progressive Plan' on the last step.
 */
export function RequirementsForm({
  initial,
  isGenerating,
  onGenerate,
}: {
  initial: ProgressiveRequirements;
  isGenerating: boolean;
  onGenerate: (requirements: ProgressiveRequirements) => void;
}) {
  const [values, setValues] = useState(initial);
  const [step, setStep] = useState(0);
  const stepHeading = useRef<HTMLParagraphElement>(null);
  const isFirstRender = useRef(true);
  const set = <K extends keyof ProgressiveRequirements>(
    key: K,
    value: ProgressiveRequirements[K],
  ) => setValues((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  const isLastStep = step === requirementSteps.length - 1;
  return (
    <SectionCard title="Create Your Progressive Plan" {...tourTarget('workout-generator')}>
      <p ref={stepHeading} tabIndex={-1} aria-live="polite">
        Step {step + 1} of {requirementSteps.length}: <strong>{requirementSteps[step]}</strong>
      </p>
      <ProgressBar
        percent={Math.round(((step + 1) / requirementSteps.length) * 100)}
        label="Form progress"
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!isLastStep) setStep(step + 1);
          else if (hasValidRequirements(values)) onGenerate(values);
        }}
      >
        <Fields>
          {step === 0 && (
            <>
              <SelectField
                label="Primary goal"
                value={values.primaryGoal}
                options={requirementOptions.goals}
                onValueChange={(goal) => {
                  set('primaryGoal', goal);
                  set(
                    'secondaryGoals',
                    values.secondaryGoals.filter((secondary) => secondary !== goal),
                  );
                }}
              />
              <SelectField
                label="Fitness level"
                value={values.fitnessLevel}
                options={requirementOptions.levels}
                onValueChange={(level) => set('fitnessLevel', level)}
              />
              <CheckboxGroup
                legend="Secondary goals (optional)"
                options={trainingGoals.filter((goal) => goal !== values.primaryGoal)}
                selected={values.secondaryGoals}
                formatOption={formatEnumLabel}
                onToggle={(goal) =>
                  set('secondaryGoals', toggleListValue(values.secondaryGoals, goal))
                }
              />
            </>
          )}
          {step === 1 && (
            <>
              <SelectField
                label="Days per week"
                value={values.daysPerWeek}
                options={requirementOptions.days}
                onValueChange={(days) => set('daysPerWeek', days)}
              />
              <SelectField
                label="Session duration"
                value={values.sessionDuration}
                options={requirementOptions.minutes}
                onValueChange={(minutes) => set('sessionDuration', minutes)}
              />
              <SelectField
                label="Progression"
                value={values.progressionPreference}
                options={requirementOptions.progression}
                onValueChange={(preference) => set('progressionPreference', preference)}
              />
              <SelectField
                label="Check-in frequency"
                value={values.checkInFrequency}
                options={requirementOptions.checkIns}
                onValueChange={(frequency) => set('checkInFrequency', frequency)}
              />
              <Switch>
                <input
                  type="checkbox"
                  checked={values.adaptiveIntelligence}
                  onChange={(event) => set('adaptiveIntelligence', event.target.checked)}
                />
                Adaptive intelligence (adjust each week to your check-ins)
              </Switch>
            </>
          )}
          {step === 2 && (
            <>
              <CheckboxGroup
                legend="Available equipment"
                options={equipmentOptions}
                selected={values.equipment}
                onToggle={(item) => set('equipment', toggleListValue(values.equipment, item))}
              />
              <TextAreaField
                label="Limitations or injuries (optional)"
                value={values.limitations ?? ''}
                placeholder="e.g. Previous knee injury; avoid overhead pressing"
                maxLength={1000}
                onChange={(event) => set('limitations', event.target.value || undefined)}
              />
            </>
          )}
        </Fields>
        <ButtonRow style={{ marginTop: 24 }}>
          {step > 0 && (
            <Button type="button" $variant="secondary" onClick={() => setStep(step - 1)}>
              Previous
            </Button>
          )}
          {isLastStep ? (
            <Button type="submit" disabled={isGenerating || !hasValidRequirements(values)}>
              {isGenerating ? 'Generating...' : 'Generate Progressive Plan'}
            </Button>
          ) : (
            <Button type="submit">Next</Button>
          )}
        </ButtonRow>
        {isGenerating && <Muted role="status">Building your 4-week outline...</Muted>}
      </form>
    </SectionCard>
  );
}
