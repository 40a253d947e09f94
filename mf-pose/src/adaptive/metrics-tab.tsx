// The Exercise Metrics tab: per exercise its average form, consistency, reps, sessions, trend,
// last week's average and safety issues.
import type { ExerciseMetricsDto } from '@repwise/contracts/pose';
import { useId } from 'react';
import styled from 'styled-components';
import { formatDate, formatPercent, toneOfScore, TREND_LABELS, type Tone } from './plan-format';
import { EmptyTab, Facts, Pill } from './plan-parts';
import { Muted } from '@repwise/ui';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Exercise = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const TREND_TONES: Record<ExerciseMetricsDto['improvementTrend'], Tone> = {
  improving: 'success',
  stable: 'muted',
  declining: 'danger',
  insufficient_data: 'muted',
};

function ExerciseMetrics({ metrics }: { metrics: ExerciseMetricsDto }) {
  const titleId = useId();
  const hasSessions = metrics.sessionCount > 0;
  return (
    <Exercise aria-labelledby={titleId}>
      <Row>
        <h3 id={titleId}>{metrics.exercise}</h3>
        <Pill $tone={TREND_TONES[metrics.improvementTrend]}>
          Trend: {TREND_LABELS[metrics.improvementTrend]}
        </Pill>
      </Row>
      <Facts>
        <div>
          <dt>Average form</dt>
          <dd>
            {hasSessions ? (
              <Pill $tone={toneOfScore(metrics.averageFormScore)}>
                {metrics.averageFormScore.toFixed(1)}/10
              </Pill>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt>Consistency</dt>
          <dd>{hasSessions ? formatPercent(metrics.consistency) : '—'}</dd>
        </div>
        <div>
          <dt>Total reps</dt>
          <dd>{metrics.totalReps}</dd>
        </div>
        <div>
          <dt>Sessions</dt>
          <dd>{metrics.sessionCount}</dd>
        </div>
        <div>
          <dt>Last week average</dt>
          <dd>
            {metrics.lastWeekAverage === null ? '—' : `${metrics.lastWeekAverage.toFixed(1)}/10`}
          </dd>
        </div>
        <div>
          <dt>Safety issues (7 days)</dt>
          <dd>{metrics.safetyIssues}</dd>
        </div>
      </Facts>
      {metrics.lastUpdated !== null && (
        <Muted>Last tracked {formatDate(metrics.lastUpdated)}</Muted>
      )}
    </Exercise>
  );
}

export function MetricsTab({ metrics }: { metrics: readonly ExerciseMetricsDto[] }) {
  if (metrics.length === 0) {
    return (
      <EmptyTab
        title="No exercise metrics yet"
        text="Finish a squat or deadlift set with AI tracking on to see your form, consistency and trend here."
      />
    );
  }
  return (
    <List>
      {metrics.map((entry) => (
        <ExerciseMetrics key={entry.exercise} metrics={entry} />
      ))}
    </List>
  );
}
