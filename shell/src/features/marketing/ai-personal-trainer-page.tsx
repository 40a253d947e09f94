import { Badge, Button } from '@repwise/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePageMeta } from '../../lib/page-meta';
import { CtaBand } from './cta-band';
import { Headline, HeroActions, HeroBand, Highlight, Lead } from './hero-styles';
import { MarketingFooter } from './marketing-footer';
import { Container } from './marketing-layout';
import { TrainerCapabilities } from './trainer-capabilities';
import { TrainerFaq } from './trainer-faq';

const Intro = styled(Container)`
  display: grid;
  justify-items: center;
  text-align: center;
  ${Lead} {
    max-width: 44rem;
  }
`;

/** The /ai-personal-trainer marketing page: what the trainer does, FAQ and a call to action. */
export function AiPersonalTrainerPage() {
  usePageMeta({
    title: 'AI Personal Trainer — Adaptive Plans and Real-Time Form Analysis | RepWise',
    description:
      'Meet the RepWise AI personal trainer: workout plans that adapt every week, camera form analysis for squats and deadlifts, progress tracking and a 24/7 AI coach.',
  });
  return (
    <>
      <HeroBand aria-labelledby="trainer-heading">
        <Intro>
          <Badge $tone="accent">AI Personal Trainer</Badge>
          <Headline id="trainer-heading">
            A personal trainer that <Highlight>learns how you move.</Highlight>
          </Headline>
          <Lead>
            RepWise combines adaptive programming, real-time camera form analysis and an always-on
            AI coach — personal training that fits your schedule, your equipment and your body.
          </Lead>
          <HeroActions>
            <Button as={Link} to="/auth" $size="lg">
              Get Started
            </Button>
          </HeroActions>
        </Intro>
      </HeroBand>
      <TrainerCapabilities />
      <TrainerFaq />
      <CtaBand
        headingId="trainer-cta-heading"
        title="Your first adaptive plan is minutes away"
        lead="Answer a few questions about your goals and equipment, and start training with a coach that watches every rep."
        ctaLabel="Start training free"
      />
      <MarketingFooter />
    </>
  );
}
