import { Badge, Button, VisuallyHidden } from '@repwise/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FormPreview } from './form-preview';
import { Headline, HeroActions, HeroBand, Highlight, Lead } from './hero-styles';
import { Container } from './marketing-layout';

const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(12)};
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: 1.15fr 0.85fr;
    gap: ${({ theme }) => theme.space(16)};
  }
`;

const Claims = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(4)} ${theme.space(8)}`};
  margin: ${({ theme }) => `${theme.space(10)} 0 0`};
  padding: ${({ theme }) => `${theme.space(6)} 0 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(0.5)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9375rem;
  }
  strong {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.5rem;
    font-weight: 800;
    letter-spacing: -0.02em;
  }
`;

const Stars = styled.svg`
  width: 84px;
  height: 16px;
  color: ${({ theme }) => theme.colors.warning};
`;

function FiveStars() {
  return (
    <Stars viewBox="0 0 100 20" aria-hidden="true" focusable="false">
      {[0, 1, 2, 3, 4].map((index) => (
        <path
          key={index}
          transform={`translate(${index * 20} 0)`}
          fill="currentColor"
          d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8Z"
        />
      ))}
    </Stars>
  );
}

/** The landing page's opening band: promise, calls to action, headline claims and a product preview. */
export function LandingHero() {
  return (
    <HeroBand aria-labelledby="hero-heading">
      <Layout>
        <div>
          <Badge $tone="accent">AI personal training, in your browser</Badge>
          <Headline id="hero-heading">
            Your AI personal trainer, <Highlight>coaching every rep.</Highlight>
          </Headline>
          <Lead>
            RepWise builds a plan around your goals, watches your form through your camera and
            adapts every week — so you train with the confidence of a coach at your side.
          </Lead>
          <HeroActions>
            <Button as={Link} to="/auth" $size="lg">
              Get Started
            </Button>
            <Button as={Link} to="/auth" $size="lg" $variant="secondary">
              Try a free workout
            </Button>
          </HeroActions>
          <Claims aria-label="Why people choose RepWise">
            <li>
              <strong>95%</strong> form accuracy
            </li>
            <li>
              <strong>24/7</strong> coaching
            </li>
            <li>
              <strong>
                4.8<VisuallyHidden> out of 5</VisuallyHidden>
                <FiveStars />
              </strong>{' '}
              <span>from 2847 reviews</span>
            </li>
          </Claims>
        </div>
        <FormPreview />
      </Layout>
    </HeroBand>
  );
}
