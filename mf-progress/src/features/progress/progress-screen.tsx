import { Page, PageHeader, PageSubtitle, PageTitle } from '@repwise/ui';
import { tourTarget } from '@repwise/contracts';

/** Progress tracking (spec 02 §2) before any progress data exists: what the page tracks. */
export function ProgressScreen() {
  return (
    <Page {...tourTarget('progress-overview')}>
      <PageHeader>
        <PageTitle>Progress Tracking</PageTitle>
        <PageSubtitle>
          Track your body measurements, goals, progress photos and analytics.
        </PageSubtitle>
      </PageHeader>
    </Page>
  );
}
