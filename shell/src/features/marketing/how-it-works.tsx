import styled from 'styled-components';
import { MarketingIcon, type MarketingIconName } from './marketing-icons';
import { Container, IconTile, Section, SectionIntro } from './marketing-layout';

interface Step {
  icon: MarketingIconName;
  title: string;
  description: string;
}

const steps: readonly Step[] = [
  {
    icon: 'profile',
    title: 'Set up your profile',
    description:
      'Answer a short assessment about your goals, experience, equipment and health. Your first plan is ready when you finish.',
  },
  {
    icon: 'play',
    title: 'Start your workout',
    description:
      "Follow today's session with live form cues from your camera and an AI coach on hand for every question.",
  },
  {
    icon: 'chart',
    title: 'Track your progress',
    description:
      'Log measurements, set goals and watch your form scores climb while your plan adapts week by week.',
  },
];

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: repeat(3, 1fr);
    gap: ${({ theme }) => theme.space(10)};
  }
`;

const StepItem = styled.li`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  counter-increment: step;
  h3 {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(2)};
    margin: ${({ theme }) => theme.space(2)} 0 0;
    font-size: 1.125rem;
  }
  h3::before {
    content: counter(step, decimal-leading-zero);
    color: ${({ theme }) => theme.colors.primary};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.875rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Section #how-it-works: the three steps from sign-up to results. */
export function HowItWorks() {
  return (
    <Section id="how-it-works" $tone="muted" aria-labelledby="how-it-works-heading">
      <Container>
        <SectionIntro
          eyebrow="How it works"
          headingId="how-it-works-heading"
          title="From first login to first PR in three steps"
        />
        <Steps>
          {steps.map((step) => (
            <StepItem key={step.title}>
              <IconTile>
                <MarketingIcon name={step.icon} />
              </IconTile>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </StepItem>
          ))}
        </Steps>
      </Container>
    </Section>
  );
}
