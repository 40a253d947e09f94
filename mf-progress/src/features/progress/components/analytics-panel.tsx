import {
  analyticsMessages,
  analyticsPeriodOptions,
  type MetricTrendView,
} from '@repwise/contracts/progress';
import { tourTarget } from '@repwise/contracts';
import { Badge, Card, LoadingState, Muted, SelectField } from '@repwise/ui';
import styled from 'styled-components';
import { useAnalytics } from '../../../shared/api/use-progress-data';
import { ActiveGoalsList } from '../../../shared/components/active-goals-list';
import { LoadFailed } from '../../../shared/components/load-state';
import { formatChange, formatValue } from '../../../shared/format';
import { GoalStatusPie } from '../charts/goal-status-pie';
import { MeasurementChart } from '../charts/measurement-chart';
import { SectionTitle } from '../../../shared/components/section-title';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
`;

const TrendList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  margin: ${({ theme }) => theme.space(4)} 0 0;
  dt {
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
  }
`;

const trendTone = { increasing: 'primary', decreasing: 'accent', stable: 'neutral' } as const;

function TrendValue({ trend, unit }: { trend: MetricTrendView; unit: 'kg' | '%' }) {
  if (!trend) return <Muted>No data</Muted>;
  return (
    <>
      <strong>{formatValue(trend.current, unit)}</strong>
      <span>
        {formatChange(trend.change, unit)} ({formatChange(trend.changePercentage, '%')})
      </span>
      <Badge $tone={trendTone[trend.trend]}>{trend.trend}</Badge>
    </>
  );
}

/** Analytics (spec 02 §2): period choice, the last-20 chart with trends, goal-status pie, first 5 active goals. */
export function AnalyticsPanel({
  period,
  onPeriodChange,
}: {
  period: number;
  onPeriodChange: (days: number) => void;
}) {
  const { data, error, isLoading, mutate } = useAnalytics(period);
  return (
    <section
      aria-label="Analytics"
      style={{ display: 'grid', gap: 16 }}
      {...tourTarget('form-analytics')}
    >
      <Header>
        <SectionTitle as="h2" style={{ margin: 0 }}>
          Analytics
        </SectionTitle>
        <div style={{ minWidth: 180 }}>
          <SelectField
            label="Period"
            value={String(period)}
            onChange={(event) => onPeriodChange(Number(event.target.value))}
          >
            {analyticsPeriodOptions.map((days) => (
              <option key={days} value={days}>
                Last {days} days
              </option>
            ))}
          </SelectField>
        </div>
      </Header>
      {error && !data ? (
        <Card>
          <LoadFailed
            message={analyticsMessages.loadFailed}
            retryLabel={analyticsMessages.tryAgain}
            onRetry={() => void mutate()}
          />
        </Card>
      ) : !data || isLoading ? (
        <Card>
          <LoadingState text="Loading analytics…" isCompact />
        </Card>
      ) : (
        <Layout>
          <Card>
            <SectionTitle as="h3">Measurement Trends</SectionTitle>
            {data.measurements.length === 0 ? (
              <Muted>
                No measurements in the last {period} days. Add a measurement to see your chart.
              </Muted>
            ) : (
              <MeasurementChart measurements={data.measurements} />
            )}
            <TrendList aria-label="Trends">
              <div>
                <dt>Weight</dt>
                <dd>
                  <TrendValue trend={data.trends.weight} unit="kg" />
                </dd>
              </div>
              <div>
                <dt>Body Fat</dt>
                <dd>
                  <TrendValue trend={data.trends.bodyFat} unit="%" />
                </dd>
              </div>
              <div>
                <dt>Muscle Mass</dt>
                <dd>
                  <TrendValue trend={data.trends.muscleMass} unit="kg" />
                </dd>
              </div>
            </TrendList>
            <Muted style={{ marginTop: 12 }}>
              {data.totalMeasurements}{' '}
              {data.totalMeasurements === 1 ? 'measurement' : 'measurements'} in the last {period}{' '}
              days
            </Muted>
          </Card>
          <div style={{ display: 'grid', gap: 16, alignContent: 'start' }}>
            <Card>
              <SectionTitle as="h3">Goal Status</SectionTitle>
              {data.goalStats.total === 0 ? (
                <Muted>No goals yet.</Muted>
              ) : (
                <GoalStatusPie stats={data.goalStats} />
              )}
            </Card>
            <Card>
              <SectionTitle as="h3">Active Goals</SectionTitle>
              <ActiveGoalsList
                goals={data.goals}
                limit={5}
                emptyText="No active goals. Set a goal to track it here."
              />
            </Card>
          </div>
        </Layout>
      )}
    </section>
  );
}
