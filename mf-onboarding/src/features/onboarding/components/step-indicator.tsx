import styled from 'styled-components';
import { onboardingStepLabels } from '../onboarding-steps';

const StepList = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: repeat(8, minmax(0, 1fr));
  }
`;

type StepState = 'complete' | 'current' | 'upcoming';

const StepButton = styled.button<{ $state: StepState }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  padding: ${({ theme }) => theme.space(1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.textMuted : theme.colors.text)};
  font: inherit;
  font-size: 0.75rem;
  font-weight: 600;
  text-align: center;
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Circle = styled.span<{ $state: StepState }>`
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid
    ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.border : theme.colors.primary)};
  background: ${({ theme, $state }) => ($state === 'complete' ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $state }) => ($state === 'complete' ? theme.colors.onPrimary : theme.colors.primary)};
  font-weight: 700;
`;

/** The step circles; completed steps and those before the current one can be clicked to jump to. */
export function StepIndicator({
  stepIndex,
  completedStepIds,
  stepIds,
  onSelect,
}: {
  stepIndex: number;
  completedStepIds: readonly string[];
  stepIds: readonly string[];
  onSelect: (index: number) => void;
}) {
  return (
    <nav aria-label="Onboarding steps">
      <StepList aria-label="Assessment steps">
        {onboardingStepLabels.map((label, index) => {
          const isComplete = completedStepIds.includes(stepIds[index] ?? '');
          const state: StepState =
            index === stepIndex ? 'current' : isComplete ? 'complete' : 'upcoming';
          const canSelect = index !== stepIndex && (isComplete || index < stepIndex);
          return (
            <li key={label}>
              <StepButton
                type="button"
                $state={state}
                disabled={!canSelect}
                aria-current={index === stepIndex ? 'step' : undefined}
                onClick={() => onSelect(index)}
              >
                <Circle $state={state} aria-hidden="true">
                  {isComplete && index !== stepIndex ? '✓' : index + 1}
                </Circle>
                {label}
              </StepButton>
            </li>
          );
        })}
      </StepList>
    </nav>
  );
}
