import { tourTarget } from '@repwise/contracts';
import { Button, Card, Muted } from '@repwise/ui';
import styled from 'styled-components';
import { useAnalytics, usePhotos } from '../../../shared/api/use-progress-data';
import { formatDate } from '../../../shared/format';
import { buildRecentActivity } from '../model/build-recent-activity';
import { AnalyticsPanel } from './analytics-panel';
import { SectionTitle } from '../../../shared/components/section-title';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const ActivityList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 2px;
    padding-bottom: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Overview tab: recent activity from real data, quick actions, then analytics. */
export function OverviewPanel({
  period,
  onPeriodChange,
  onAddMeasurement,
  onSetGoal,
  onShowTab,
}: {
  period: number;
  onPeriodChange: (days: number) => void;
  onAddMeasurement: () => void;
  onSetGoal: () => void;
  onShowTab: (tab: 'photos' | 'goals' | 'analytics') => void;
}) {
  const analytics = useAnalytics(period);
  const photos = usePhotos();
  const activity = buildRecentActivity(
    {
      measurements: analytics.data?.measurements ?? [],
      goals: analytics.data?.goals ?? [],
      photos: photos.data ?? [],
    },
    5,
  );
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <Columns>
        <Card as="section" aria-labelledby="recent-activity-title">
          <SectionTitle id="recent-activity-title">Recent Activity</SectionTitle>
          {activity.length === 0 ? (
            <Muted>
              Nothing yet. Add a measurement, set a goal or upload a photo to get started.
            </Muted>
          ) : (
            <ActivityList>
              {activity.map((item) => (
                <li key={item.id}>
                  <strong>{item.title}</strong>
                  {item.detail && <Muted>{item.detail}</Muted>}
                  <Muted as="time" dateTime={item.at}>
                    {formatDate(item.at)}
                  </Muted>
                </li>
              ))}
            </ActivityList>
          )}
        </Card>
        <Card as="section" aria-labelledby="quick-actions-title" {...tourTarget('quick-actions')}>
          <SectionTitle id="quick-actions-title">Quick Actions</SectionTitle>
          <Actions>
            <Button type="button" $variant="secondary" onClick={onAddMeasurement}>
              Log a measurement
            </Button>
            <Button type="button" $variant="secondary" onClick={onSetGoal}>
              Set a new goal
            </Button>
            <Button type="button" $variant="secondary" onClick={() => onShowTab('photos')}>
              Upload progress photos
            </Button>
            <Button type="button" $variant="secondary" onClick={() => onShowTab('goals')}>
              Manage goals
            </Button>
          </Actions>
        </Card>
      </Columns>
      <AnalyticsPanel period={period} onPeriodChange={onPeriodChange} />
    </div>
  );
}
