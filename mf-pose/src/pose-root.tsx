import { tourTarget, type RemoteAppProps } from '@repwise/contracts';
import { Card } from '@repwise/ui';
import { useId } from 'react';
import styled from 'styled-components';

const Section = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    max-width: 65ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The pose area: camera form analysis for squats and deadlifts. It is a panel inside the active
 * workout (which owns the page's h1), so its heading is an h2 whatever the route.
 */
export function PoseRoot(_props: RemoteAppProps) {
  const headingId = useId();
  return (
    <Section as="section" aria-labelledby={headingId} {...tourTarget('pose-tracking')}>
      <h2 id={headingId}>Form Analysis</h2>
      <p>
        During the active workout, the camera tracks your body pose for squats and deadlifts, counts
        your reps and scores your form from 1 to 10.
      </p>
    </Section>
  );
}
