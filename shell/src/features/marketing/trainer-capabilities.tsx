import { Card } from '@repwise/ui';
import styled from 'styled-components';
import { MarketingIcon, type MarketingIconName } from './marketing-icons';
import { CardList, Container, IconTile, Section, SectionIntro } from './marketing-layout';

interface Capability {
  icon: MarketingIconName;
  title: string;
  description: string;
  points: readonly string[];
}

const capabilities: readonly Capability[] = [
  {
    icon: 'adaptive',
    title: 'Plans that adapt to you',
    description:
      'Your plan starts from your goals, experience, equipment and health, then follows a progressive four-week programme.',
    points: [
      'Sets, reps and rest adjust to how each session went',
      'Built for home, gym or outdoor training',
      'Works around injuries and limitations you tell it about',
    ],
  },
  {
    icon: 'form',
    title: 'Camera form analysis',
    description:
      'For squats and deadlifts your camera tracks hips, knees, ankles and shoulders, counts reps and scores every one.',
    points: [
      'Cues on depth, knee tracking and back angle',
      'A form score from 1 to 10 for each rep',
      'Runs in your browser; video stays on your device',
    ],
  },
  {
    icon: 'chart',
    title: 'Progress you can see',
    description:
      'Body measurements, goals and progress photos sit next to your form trends, so you know what is working.',
    points: [
      'Charts of your latest measurements',
      'Goals with clear status: active, paused, completed',
      'Milestones and streaks that keep you going',
    ],
  },
  {
    icon: 'coach',
    title: 'An AI coach, 24/7',
    description:
      'Ask about an exercise, a sore knee or a busy week and get an answer in seconds, in the coaching style you prefer.',
    points: [
      'Choose the coaching personality that motivates you',
      'Quick answers on exercises, recovery and nutrition',
      'Safety first, with reminders to rest and recover',
    ],
  },
];

const CapabilityCard = styled(Card)`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  h3 {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Points = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
  }
  svg {
    width: 20px;
    height: 20px;
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** What the AI personal trainer does, as four capability cards. */
export function TrainerCapabilities() {
  return (
    <Section id="what-it-does" $tone="muted" aria-labelledby="capabilities-heading">
      <Container>
        <SectionIntro
          eyebrow="What it does"
          headingId="capabilities-heading"
          title="A trainer that plans, watches, measures and answers"
        />
        <CardList $minColumnPx={420}>
          {capabilities.map((capability) => (
            <li key={capability.title}>
              <CapabilityCard>
                <IconTile>
                  <MarketingIcon name={capability.icon} />
                </IconTile>
                <h3>{capability.title}</h3>
                <p>{capability.description}</p>
                <Points>
                  {capability.points.map((point) => (
                    <li key={point}>
                      <MarketingIcon name="check" />
                      {point}
                    </li>
                  ))}
                </Points>
              </CapabilityCard>
            </li>
          ))}
        </CardList>
      </Container>
    </Section>
  );
}
