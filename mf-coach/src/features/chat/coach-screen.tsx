import { Page, PageHeader, PageSubtitle, PageTitle } from '@repwise/ui';
import { tourTarget } from '@repwise/contracts';

/** The AI coach screen (spec 02 §2): its header, before the chat exists. */
export function CoachScreen() {
  return (
    <Page {...tourTarget('chat-interface')}>
      <PageHeader>
        <PageTitle>AI Fitness Coach</PageTitle>
        <PageSubtitle>Your personal AI trainer, available 24/7</PageSubtitle>
      </PageHeader>
    </Page>
  );
}
