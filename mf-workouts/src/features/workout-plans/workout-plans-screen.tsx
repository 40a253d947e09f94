import { tourTarget, type RemoteAppProps } from '@repwise/contracts';
import { Button, EmptyState, Page, PageHeader, PageTitle } from '@repwise/ui';

/**
 * Where the no-plans state leads. A user inside /app has completed onboarding, and plain /onboarding
 * sends such a user back to the dashboard; spec 03 §2 uses ?retake=true when no plan exists.
 */
export const completeOnboardingPath = '/onboarding?retake=true';

/** The Workout Plans page (spec 03 §2) for a user with no plans: the way to complete onboarding. */
export function WorkoutPlansScreen({ navigate }: Pick<RemoteAppProps, 'navigate'>) {
  return (
    <Page>
      <PageHeader>
        <PageTitle>Workout Plans</PageTitle>
      </PageHeader>
      <EmptyState
        title="No workout plan available"
        action={
          <Button
            type="button"
            {...tourTarget('workout-generator')}
            onClick={() => navigate(completeOnboardingPath)}
          >
            Complete Onboarding
          </Button>
        }
      />
    </Page>
  );
}
