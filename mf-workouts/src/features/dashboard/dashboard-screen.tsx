import { tourTarget, type RemoteAppProps } from '@repwise/contracts';
import { Button, EmptyState, Page, PageHeader, PageTitle } from '@repwise/ui';

/** The dashboard (spec 03 §2) for a user without an active plan: the greeting and the way to one. */
export function DashboardScreen({ navigate }: Pick<RemoteAppProps, 'navigate'>) {
  return (
    <Page {...tourTarget('dashboard')}>
      <PageHeader>
        <PageTitle>Welcome back!</PageTitle>
      </PageHeader>
      <EmptyState
        title="No Workout Plan Active"
        action={
          <Button type="button" onClick={() => navigate('/app/workout')}>
            Generate My Plan
          </Button>
        }
      />
    </Page>
  );
}
