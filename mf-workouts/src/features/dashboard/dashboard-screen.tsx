import { tourTarget, type RemoteAppProps } from '@repwise/contracts';
import {
  Button,
  EmptyState,
  LoadingState,
  Page,
  PageHeader,
  PageSubtitle,
  PageTitle,
} from '@repwise/ui';
import { describeError } from '../../api/api-errors';
import { useDashboardStats } from '../../api/use-insights';
import { useActiveWeek } from '../../api/use-plan-data';
import { ErrorCard, RetryButton } from '../../shared/ui/status-views';
import { PlanTracker } from '../daily-tracker/plan-tracker';
import { DashboardPanels, FocusAreas } from './dashboard-panels';
import { DashboardStatCards } from './dashboard-stat-cards';
import { WeeklyPlanCard } from './weekly-plan-card';

/**
 * The dashboard (spec 03 §2): greeting; the active plan's weekly card and daily tracker (or the
 * no-plan card); stat cards; focus areas; Today's Activity, AI Coach Insights and Active Workout Plan.
 */
export function DashboardScreen({ navigate, notify }: Pick<RemoteAppProps, 'navigate' | 'notify'>) {
  const activeWeek = useActiveWeek();
  const stats = useDashboardStats();
  const today = new Date();
  const error = activeWeek.error ?? stats.error;
  const isLoading =
    (activeWeek.data === undefined && activeWeek.isLoading) ||
    (stats.data === undefined && stats.isLoading);

  function retry() {
    void activeWeek.mutate();
    void stats.mutate();
  }

  const header = (
    <PageHeader>
      <PageTitle>Welcome back!</PageTitle>
      <PageSubtitle>Here is your training week at a glance.</PageSubtitle>
    </PageHeader>
  );

  if (isLoading) {
    return (
      <Page {...tourTarget('dashboard')}>
        {header}
        <LoadingState text="Loading dashboard..." />
      </Page>
    );
  }
  if (error && (activeWeek.data === undefined || stats.data === undefined)) {
    return (
      <Page {...tourTarget('dashboard')}>
        {header}
        <ErrorCard
          title="Something went wrong"
          message={describeError(error, 'Failed to fetch dashboard data')}
          actions={<RetryButton onClick={retry} />}
        />
      </Page>
    );
  }

  const active = activeWeek.data ?? null;
  return (
    <Page {...tourTarget('dashboard')}>
      {header}
      {active ? (
        <WeeklyPlanCard
          plan={active.plan}
          weeklyPlan={active.weeklyPlan}
          today={today}
          onNavigate={navigate}
        />
      ) : (
        <EmptyState
          title="No Workout Plan Active"
          description="Generate a plan and your week of workouts shows up here."
          action={
            <Button type="button" onClick={() => navigate('/app/workout')}>
              Generate My Plan
            </Button>
          }
        />
      )}
      {stats.data ? (
        <DashboardStatCards stats={stats.data} />
      ) : (
        <EmptyState title="No data available" />
      )}
      {active && (
        <PlanTracker
          key={active.weeklyPlan.id}
          plan={active.plan}
          activeWeek={active.weeklyPlan}
          today={today}
          navigate={navigate}
          notify={notify}
        />
      )}
      {active && (
        <FocusAreas metrics={active.plan.outline?.progressMetrics ?? active.plan.progressMetrics} />
      )}
      {stats.data && <DashboardPanels stats={stats.data} plan={active?.plan ?? null} />}
    </Page>
  );
}
