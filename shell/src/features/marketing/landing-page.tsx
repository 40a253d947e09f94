import { usePageMeta } from '../../lib/page-meta';
import { CtaBand } from './cta-band';
import { FeatureGrid } from './feature-grid';
import { HowItWorks } from './how-it-works';
import { LandingHero } from './landing-hero';
import { MarketingFooter } from './marketing-footer';
import { Pricing } from './pricing';
import { repwiseStructuredData, StructuredData } from './structured-data';
import { Testimonials } from './testimonials';

/** The public home page (/): hero, features, how it works, reviews, pricing, closing CTA, footer. */
export function LandingPage() {
  usePageMeta({
    title: 'RepWise — Your AI Personal Trainer',
    description:
      'RepWise is an AI personal trainer: adaptive workout plans, real-time form analysis through your camera, progress tracking and a 24/7 AI coach.',
  });
  return (
    <>
      <StructuredData data={repwiseStructuredData} />
      <LandingHero />
      <FeatureGrid />
      <HowItWorks />
      <Testimonials />
      <Pricing />
      <CtaBand
        headingId="closing-cta-heading"
        title="Ready to train smarter?"
        lead="Set up your profile in minutes and get a plan built around you. Starter is free forever."
      />
      <MarketingFooter />
    </>
  );
}
