import { tourTarget } from '@repwise/contracts';
import { defaultAnalyticsPeriodDays } from '@repwise/contracts/progress';
import { Button, Page, PageHeader, PageSubtitle, PageTitle, Tabs, type TabItem } from '@repwise/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useAnalytics, useSummary } from '../../shared/api/use-progress-data';
import { AnalyticsPanel } from './components/analytics-panel';
import { GoalDialog } from './components/goal-dialog';
import { GoalsPanel } from './components/goals-panel';
import { MeasurementDialog } from './components/measurement-dialog';
import { OverviewPanel } from './components/overview-panel';
import { SummaryTiles } from './components/summary-tiles';
import { PhotosPanel } from './photos/photo-gallery';

const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(4)};
`;

type TabId = 'overview' | 'analytics' | 'photos' | 'goals';

const progressTabs: readonly TabItem<TabId>[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'photos', label: 'Photos' },
  { id: 'goals', label: 'Goals' },
];

/** Progress Tracking (spec 02 §2): Add Measurement, Set Goal, summary tiles and the four tabs. */
export function ProgressScreen() {
  const [tab, setTab] = useState<TabId>('overview');
  const [period, setPeriod] = useState<number>(defaultAnalyticsPeriodDays);
  const [dialog, setDialog] = useState<'measurement' | 'goal' | null>(null);
  const summary = useSummary();
  const analytics = useAnalytics(period);
  const openMeasurement = () => setDialog('measurement');
  const openGoal = () => setDialog('goal');

  return (
    <Page {...tourTarget('progress-overview')}>
      <HeaderRow>
        <PageHeader>
          <PageTitle>Progress Tracking</PageTitle>
          <PageSubtitle>
            Track your body measurements, goals, progress photos and analytics.
          </PageSubtitle>
        </PageHeader>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button type="button" onClick={openMeasurement}>
            Add Measurement
          </Button>
          <Button type="button" $variant="secondary" onClick={openGoal}>
            Set Goal
          </Button>
        </div>
      </HeaderRow>
      {summary.data && (
        <SummaryTiles summary={summary.data} trends={analytics.data?.trends} period={period} />
      )}
      <Tabs<TabId>
        label="Progress sections"
        variant="pills"
        selected={tab}
        onSelect={setTab}
        tabs={progressTabs.map((item) =>
          // The Progress tour's photos step points at the Photos tab until the gallery is shown
          // (it was passed over, and the tour ended at "2 of 3").
          item.id === 'photos' && tab !== 'photos'
            ? { ...item, ...tourTarget('progress-photos') }
            : item,
        )}
      >
        {tab === 'overview' && (
          <OverviewPanel
            period={period}
            onPeriodChange={setPeriod}
            onAddMeasurement={openMeasurement}
            onSetGoal={openGoal}
            onShowTab={setTab}
          />
        )}
        {tab === 'analytics' && <AnalyticsPanel period={period} onPeriodChange={setPeriod} />}
        {tab === 'photos' && <PhotosPanel />}
        {tab === 'goals' && <GoalsPanel onSetGoal={openGoal} />}
      </Tabs>
      {dialog === 'measurement' && <MeasurementDialog onClose={() => setDialog(null)} />}
      {dialog === 'goal' && <GoalDialog onClose={() => setDialog(null)} />}
    </Page>
  );
}
