import type { MetricTrendView, ProgressSummary } from '@repwise/contracts/progress';
import { Card } from '@repwise/ui';
import styled from 'styled-components';
import { countOf, formatChange, formatValue } from '../../../shared/format';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;

const Tile = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(5)};
`;

const Label = styled.span`
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.span`
  font-size: 1.75rem;
  font-weight: 700;
  line-height: 1.2;
`;

const Detail = styled.span`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function describeTrend(trend: MetricTrendView, unit: 'kg' | '%', period: number): string {
  if (!trend) return `No change data in ${period} days`;
  if (trend.trend === 'stable') return `Stable over ${period} days`;
  return `${formatChange(trend.change, unit)} in ${period} days`;
}

/** The four summary tiles with the user's real figures (the spec's placeholders made real). */
export function SummaryTiles({
  summary,
  trends,
  period,
}: {
  summary: ProgressSummary;
  trends:
    { weight: MetricTrendView; bodyFat: MetricTrendView; muscleMass: MetricTrendView } | undefined;
  period: number;
}) {
  const tiles = [
    {
      label: 'Current Weight',
      value: formatValue(summary.latest.weight, 'kg'),
      detail: describeTrend(trends?.weight ?? null, 'kg', period),
    },
    {
      label: 'Body Fat',
      value: formatValue(summary.latest.bodyFat, '%'),
      detail: describeTrend(trends?.bodyFat ?? null, '%', period),
    },
    {
      label: 'Muscle Mass',
      value: formatValue(summary.latest.muscleMass, 'kg'),
      detail: describeTrend(trends?.muscleMass ?? null, 'kg', period),
    },
    {
      label: 'Active Goals',
      value: String(summary.activeGoals),
      detail: `${summary.completedGoals} completed · ${countOf(summary.totalMeasurements, 'measurement')}`,
    },
  ];
  return (
    <Grid aria-label="Progress summary">
      {tiles.map((tile) => (
        <Tile key={tile.label}>
          <Label>{tile.label}</Label>
          <Value>{tile.value}</Value>
          <Detail>{tile.detail}</Detail>
        </Tile>
      ))}
    </Grid>
  );
}
