import type { RemoteAppProps } from '@repwise/contracts';
import { Button, EmptyState, Page, PageHeader, PageTitle } from '@repwise/ui';

/** The daily workout screen (spec 03 §2) without an active weekly plan. */
export function DailyWorkoutScreen({ navigate }: Pick<RemoteAppProps, 'navigate'>) {
  return (
    <Page>
      <PageHeader>
        <PageTitle>Daily Workout Plan</PageTitle>
      </PageHeader>
      <EmptyState
        title="No Active Workout Plan"
        description="You don't have an active weekly workout plan yet."
        action={
          // The spec wires no action to this button; the Workout Plans page is where a plan is made.
          <Button type="button" onClick={() => navigate('/app/workout')}>
            Create Workout Plan
          </Button>
        }
      />
    </Page>
  );
}
