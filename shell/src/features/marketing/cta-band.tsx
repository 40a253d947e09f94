import { Button } from '@repwise/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from './marketing-layout';

const Band = styled.section`
  padding-block: ${({ theme }) => theme.space(16)};
`;

const Panel = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(6)}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.accent}
  );
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  h2 {
    margin: 0;
    font-size: clamp(1.75rem, 2.5vw + 1rem, 2.5rem);
    letter-spacing: -0.02em;
  }
  p {
    max-width: 36rem;
    margin: 0;
    font-size: 1.125rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: ${({ theme }) => `${theme.space(16)} ${theme.space(12)}`};
  }
`;

// Inverted colours so the button stands out on the gradient in both themes.
const InvertedButton = styled(Button)`
  background: ${({ theme }) => theme.colors.onPrimary};
  color: ${({ theme }) => theme.colors.primary};
  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** A closing gradient band with one call to action to /auth. */
export function CtaBand({
  headingId,
  title,
  lead,
  ctaLabel = 'Get Started',
}: {
  headingId: string;
  title: string;
  lead: string;
  ctaLabel?: string;
}) {
  return (
    <Band aria-labelledby={headingId}>
      <Container>
        <Panel>
          <h2 id={headingId}>{title}</h2>
          <p>{lead}</p>
          <InvertedButton as={Link} to="/auth" $size="lg">
            {ctaLabel}
          </InvertedButton>
        </Panel>
      </Container>
    </Band>
  );
}
