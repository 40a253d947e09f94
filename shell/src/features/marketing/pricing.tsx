import { Badge, Button, Card } from '@repwise/ui';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { MarketingIcon } from './marketing-icons';
import { Container, Section, SectionIntro } from './marketing-layout';

interface Plan {
  id: string;
  name: string;
  price: string;
  period: string;
  summary: string;
  features: readonly string[];
  ctaLabel: string;
  isPopular: boolean;
}

const plans: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 'Free',
    period: 'forever',
    summary: 'Everything you need to build the habit.',
    features: [
      'Personalised workout plan',
      'Workout logging and streaks',
      'Form analysis for squats and deadlifts',
      'Basic progress tracking',
    ],
    ctaLabel: 'Start for free',
    isPopular: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    price: '$29',
    period: 'per month',
    summary: 'Coaching that adapts with you, every week.',
    features: [
      'Everything in Starter',
      'Adaptive four-week programmes',
      'Unlimited real-time form analysis',
      '24/7 AI coach with your choice of personality',
      'Body measurements, goals and progress photos',
      'Safety and recovery centre',
    ],
    ctaLabel: 'Go Pro',
    isPopular: true,
  },
];

const Plans = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 880px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: repeat(2, 1fr);
    align-items: stretch;
  }
`;

const PlanCard = styled(Card)<{ $isPopular: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  height: 100%;
  padding: ${({ theme }) => theme.space(8)};
  ${({ theme, $isPopular }) =>
    $isPopular &&
    css`
      border: 2px solid ${theme.colors.primary};
      background:
        linear-gradient(
          180deg,
          color-mix(in srgb, ${theme.colors.primary} 8%, transparent),
          transparent 45%
        ),
        ${theme.colors.surfaceRaised};
      box-shadow: ${theme.shadows.overlay};
    `}
  h3 {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Price = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  strong {
    font-size: 2.75rem;
    font-weight: 800;
    letter-spacing: -0.03em;
    line-height: 1;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Features = styled.ul`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(3)};
  flex: 1;
  margin: 0;
  padding: ${({ theme }) => theme.space(5)} 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
  }
  svg {
    width: 20px;
    height: 20px;
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** Section #pricing: the free Starter plan and the Pro plan, marked most popular. */
export function Pricing() {
  return (
    <Section id="pricing" $tone="muted" aria-labelledby="pricing-heading">
      <Container>
        <SectionIntro
          eyebrow="Pricing"
          headingId="pricing-heading"
          title="Simple pricing, serious results"
          lead="Start free. Upgrade when you want a coach that adapts every week."
        />
        <Plans>
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard
                as="article"
                $isPopular={plan.isPopular}
                aria-labelledby={`plan-${plan.id}`}
              >
                <h3 id={`plan-${plan.id}`}>
                  {plan.name}
                  {plan.isPopular && <Badge $tone="primary">Most popular</Badge>}
                </h3>
                <Price>
                  <strong>{plan.price}</strong>
                  <span>{plan.period}</span>
                </Price>
                <Summary>{plan.summary}</Summary>
                <Features aria-label={`${plan.name} includes`}>
                  {plan.features.map((feature) => (
                    <li key={feature}>
                      <MarketingIcon name="check" />
                      {feature}
                    </li>
                  ))}
                </Features>
                <Button
                  as={Link}
                  to="/auth"
                  $size="lg"
                  $block
                  $variant={plan.isPopular ? 'primary' : 'secondary'}
                >
                  {plan.ctaLabel}
                </Button>
              </PlanCard>
            </li>
          ))}
        </Plans>
      </Container>
    </Section>
  );
}
