import { Card } from '@repwise/ui';
import styled from 'styled-components';
import { MarketingIcon, type MarketingIconName } from './marketing-icons';
import { CardList, Container, IconTile, Section, SectionIntro } from './marketing-layout';

interface Feature {
  icon: MarketingIconName;
  title: string;
  description: string;
}

const features: readonly Feature[] = [
  {
    icon: 'coach',
    title: 'AI personal trainer',
    description:
      'A coach that knows your goals, equipment and history, and writes every session around them — from bodyweight circuits to barbell days.',
  },
  {
    icon: 'form',
    title: 'Real-time form analysis',
    description:
      'Your camera tracks key joints as you squat and deadlift, counting reps and cueing depth, knee path and back angle with 95% form accuracy.',
  },
  {
    icon: 'adaptive',
    title: 'Adaptive workouts',
    description:
      'A progressive four-week programme that adjusts sets, reps and rest to how your last sessions actually went.',
  },
  {
    icon: 'health',
    title: 'Health integration',
    description:
      'Body measurements, past injuries, sleep and stress shape your plan, and the safety centre flags risk before it becomes pain.',
  },
  {
    icon: 'privacy',
    title: 'Private by design',
    description:
      'Pose tracking runs in your browser, so your camera feed stays on your device. You decide what is saved to your profile.',
  },
  {
    icon: 'accessibility',
    title: 'Accessible for every body',
    description:
      'Modifications for mobility aids and limitations, clear cues for visual or hearing impairments, and full keyboard and screen-reader support.',
  },
];

const FeatureCard = styled(Card)`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  transition:
    border-color 160ms ease,
    transform 160ms ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    transform: translateY(-2px);
  }
  h3 {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Section #features: the six things RepWise does, one card each. */
export function FeatureGrid() {
  return (
    <Section id="features" aria-labelledby="features-heading">
      <Container>
        <SectionIntro
          eyebrow="Features"
          headingId="features-heading"
          title="Everything a great coach does, on every device"
          lead="Personal programming, an expert eye on your technique and the motivation to keep going — without the hourly rate."
        />
        <CardList>
          {features.map((feature) => (
            <li key={feature.title}>
              <FeatureCard>
                <IconTile>
                  <MarketingIcon name={feature.icon} />
                </IconTile>
                <h3>{feature.title}</h3>
                <p>{feature.description}</p>
              </FeatureCard>
            </li>
          ))}
        </CardList>
      </Container>
    </Section>
  );
}
