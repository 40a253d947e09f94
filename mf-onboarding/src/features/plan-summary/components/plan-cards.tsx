import styled from 'styled-components';
import { Facts, InfoCard, MutedText } from '../../../components/info-card';
import type { PlanSummary } from '../model/read-plan-summary';

const MacroBar = styled.div<{ $percent: number }>`
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  &::after {
    content: '';
    display: block;
    width: ${({ $percent }) => `${$percent}%`};
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const More = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

/** The Workout Plan card: name, description, type, the fixed "45 min" session and frequency. */
export function WorkoutPlanCard({ summary }: { summary: PlanSummary }) {
  return (
    <InfoCard title="Workout Plan">
      <p>
        <strong>{summary.name}</strong>
      </p>
      <MutedText>{summary.description}</MutedText>
      <Facts>
        <dt>Focus</dt>
        <dd>{summary.type}</dd>
        <dt>Session</dt>
        <dd>{summary.sessionTime}</dd>
        <dt>Frequency</dt>
        <dd>{summary.frequency}</dd>
      </Facts>
    </InfoCard>
  );
}

const macroNames = [
  ['protein', 'Protein'],
  ['carbs', 'Carbs'],
  ['fats', 'Fats'],
] as const;

/** The Nutrition Plan card: daily calories, macro split and hydration. */
export function NutritionPlanCard({ summary }: { summary: PlanSummary }) {
  const { nutrition } = summary;
  return (
    <InfoCard title="Nutrition Plan">
      {nutrition ? (
        <>
          <Facts>
            <dt>Daily calories</dt>
            <dd>{nutrition.calorieTarget.toLocaleString('en-US')} kcal</dd>
            {macroNames.map(([key, label]) => (
              <MacroRow key={key} label={label} percent={nutrition.macroSplit[key]} />
            ))}
          </Facts>
          <MutedText>{nutrition.hydrationGuidance}</MutedText>
        </>
      ) : (
        <MutedText>Nutrition guidance is not part of this plan.</MutedText>
      )}
    </InfoCard>
  );
}

function MacroRow({ label, percent }: { label: string; percent: number }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {percent}%
        <MacroBar $percent={percent} aria-hidden="true" />
      </dd>
    </>
  );
}

/** The Progress Tracking card: what to measure and how often to check in (weekly by default). */
export function ProgressTrackingCard({ summary }: { summary: PlanSummary }) {
  return (
    <InfoCard title="Progress Tracking">
      {summary.progressMetrics.length > 0 && (
        <ul>
          {summary.progressMetrics.map((metric) => (
            <li key={metric}>{metric}</li>
          ))}
        </ul>
      )}
      <Facts>
        <dt>Check-ins</dt>
        <dd>{summary.checkInSchedule === 'bi-weekly' ? 'Every two weeks' : 'Weekly'}</dd>
      </Facts>
    </InfoCard>
  );
}

/** The Safety Considerations card: at most four, then "+N more considerations". */
export function SafetyCard({ summary }: { summary: PlanSummary }) {
  const count = summary.hiddenSafetyCount;
  return (
    <InfoCard title="Safety Considerations">
      {summary.visibleSafety.length > 0 ? (
        <ul>
          {summary.visibleSafety.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <MutedText>
          Nothing in your answers needs special care. Warm up well and stop if anything hurts.
        </MutedText>
      )}
      {count > 0 && <More>+{count} more considerations</More>}
    </InfoCard>
  );
}
