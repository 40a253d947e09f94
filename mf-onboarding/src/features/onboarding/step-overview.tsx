import styled from 'styled-components';
import { onboardingStepLabels } from './onboarding-steps';

const StepList = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Step = styled.li`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(2)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: 0.875rem;
  font-weight: 600;
  text-align: center;
`;

const StepNumber = styled.span`
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;

/** The assessment's steps as numbered circles with their labels. */
export function StepOverview() {
  return (
    <StepList aria-label="Assessment steps">
      {onboardingStepLabels.map((label, index) => (
        <Step key={label}>
          <StepNumber aria-hidden="true">{index + 1}</StepNumber>
          {label}
        </Step>
      ))}
    </StepList>
  );
}
