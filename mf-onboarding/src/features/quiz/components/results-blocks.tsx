import type { QuizResults } from '@repwise/contracts/quiz';
import styled from 'styled-components';
import { Facts, InfoCard as ResultBlock, ItemList as List } from '../../../components/info-card';

type Insights = QuizResults['insights'];

const Clearance = styled.p<{ $isRequired: boolean }>`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $isRequired }) => ($isRequired ? theme.colors.danger : theme.colors.success)};
  color: ${({ theme, $isRequired }) => ($isRequired ? theme.colors.danger : theme.colors.success)};
  font-weight: 600;
`;

// Risk reads as a traffic light in both themes: success, warning and danger tokens.
const RiskBadge = styled.span<{ $level: Insights['riskProfile']['level'] }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2.5)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.8125rem;
  font-weight: 700;
  color: ${({ theme, $level }) => riskColor(theme.colors, $level)};
  border: 1px solid currentColor;
  background: color-mix(in srgb, currentColor 10%, transparent);
`;

function riskColor(
  colors: { success: string; warning: string; danger: string },
  level: Insights['riskProfile']['level'],
): string {
  if (level === 'high') return colors.danger;
  return level === 'medium' ? colors.warning : colors.success;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Safety Assessment: risk level, whether medical clearance is required, and the concerns. */
export function SafetyAssessmentBlock({ riskProfile }: { riskProfile: Insights['riskProfile'] }) {
  return (
    <ResultBlock title="Safety Assessment">
      <p>
        Risk level:{' '}
        <RiskBadge $level={riskProfile.level}>{capitalize(riskProfile.level)} risk</RiskBadge>
      </p>
      <Clearance $isRequired={riskProfile.clearanceRequired}>
        {riskProfile.clearanceRequired
          ? 'Medical clearance required: please see your doctor before starting exercise.'
          : 'No medical clearance required. Build up gradually and stop if anything feels wrong.'}
      </Clearance>
      <List items={riskProfile.primaryConcerns} empty="No health concerns were reported." />
    </ResultBlock>
  );
}

/** Fitness Profile: readiness level, primary goal and time commitment. */
export function FitnessProfileBlock({ readiness }: { readiness: Insights['fitnessReadiness'] }) {
  return (
    <ResultBlock title="Fitness Profile">
      <Facts>
        <dt>Fitness level</dt>
        <dd>{capitalize(readiness.level)}</dd>
        <dt>Primary goal</dt>
        <dd>{readiness.primaryGoal}</dd>
        <dt>Time commitment</dt>
        <dd>{readiness.timeCommitment}</dd>
      </Facts>
    </ResultBlock>
  );
}

/** Recommended Approach: intensity and focus areas. */
export function RecommendedApproachBlock({
  approach,
}: {
  approach: Insights['personalizedApproach'];
}) {
  return (
    <ResultBlock title="Recommended Approach">
      <Facts>
        <dt>Intensity</dt>
        <dd>{capitalize(approach.recommendedIntensity)}</dd>
      </Facts>
      <List items={approach.focusAreas} empty="A balanced full-body programme." />
    </ResultBlock>
  );
}

/** Special Considerations: what the programme must allow for. */
export function SpecialConsiderationsBlock({ specialNeeds }: { specialNeeds: readonly string[] }) {
  return (
    <ResultBlock title="Special Considerations">
      <List items={specialNeeds} empty="None: your programme needs no special adaptations." />
    </ResultBlock>
  );
}

/** Next Steps, in order. */
export function NextStepsBlock({ steps }: { steps: readonly string[] }) {
  return (
    <ResultBlock title="Next Steps">
      <ol>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </ResultBlock>
  );
}
