import { Button } from '@repwise/ui';
import styled from 'styled-components';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Forward = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-left: auto;
`;

/** Previous, Skip Step (optional steps) and Next, or Finish on the last step. */
export function WizardActions({
  isFirstStep,
  isLastStep,
  isOptionalStep,
  isSubmitting,
  onPrevious,
  onSkip,
}: {
  isFirstStep: boolean;
  isLastStep: boolean;
  isOptionalStep: boolean;
  isSubmitting: boolean;
  onPrevious: () => void;
  onSkip: () => void;
}) {
  return (
    <Bar>
      <Button
        type="button"
        $variant="secondary"
        disabled={isFirstStep || isSubmitting}
        onClick={onPrevious}
      >
        Previous
      </Button>
      <Forward>
        {isOptionalStep && (
          <Button type="button" $variant="ghost" disabled={isSubmitting} onClick={onSkip}>
            Skip Step
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isLastStep ? 'Finish' : 'Next'}
        </Button>
      </Forward>
    </Bar>
  );
}
