import styled from 'styled-components';

const Frame = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

const TopRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: 1rem;
  }
`;

const Stage = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.md};
  background:
    radial-gradient(
      circle at 50% 40%,
      color-mix(in srgb, ${({ theme }) => theme.colors.primary} 16%, transparent),
      transparent 70%
    ),
    ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  svg {
    width: 60%;
    height: 90%;
  }
  .limb {
    stroke: currentColor;
    opacity: 0.7;
  }
  .angle {
    stroke: ${({ theme }) => theme.colors.accent};
  }
  .joint {
    fill: ${({ theme }) => theme.colors.primary};
  }
`;

const Cues = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Cue = styled.strong<{ $isGood: boolean }>`
  color: ${({ theme, $isGood }) => ($isGood ? theme.colors.success : theme.colors.warning)};
`;

const Meter = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    width: 95%;
    height: 100%;
    background: linear-gradient(
      90deg,
      ${({ theme }) => theme.colors.primary},
      ${({ theme }) => theme.colors.accent}
    );
  }
`;

/** A side-on squat skeleton: limbs as lines, joints as dots, the tracked knee angle as an arc. */
function SquatSkeleton() {
  const joints = [
    [50, 36],
    [34, 74],
    [68, 80],
    [58, 112],
    [70, 50],
    [88, 50],
  ];
  return (
    <svg viewBox="0 0 120 130" fill="none" strokeLinecap="round" strokeLinejoin="round">
      <path
        className="limb"
        d="M49 27 L50 36 L34 74 L68 80 L58 112 L76 114 M50 36 L70 50 L88 50"
        strokeWidth="4"
      />
      <path className="angle" d="M58 78 A 10 10 0 0 0 65 89.5" strokeWidth="2.5" />
      <circle className="joint" cx="48" cy="18" r="9" />
      {joints.map(([cx, cy]) => (
        <circle className="joint" key={`${cx}-${cy}`} cx={cx} cy={cy} r="4" />
      ))}
    </svg>
  );
}

/** An illustrative live form-analysis card for the hero; announced as one image. */
export function FormPreview() {
  return (
    <Frame
      role="img"
      aria-label="Live form feedback on a back squat: depth and knee tracking good, a cue to keep the chest up, form score 95%"
    >
      <TopRow>
        <strong>Back squat</strong>
        <span>Set 3 of 4 · Rep 8 of 10</span>
      </TopRow>
      <Stage>
        <SquatSkeleton />
      </Stage>
      <Cues>
        <li>
          <span>Depth</span>
          <Cue $isGood>Below parallel</Cue>
        </li>
        <li>
          <span>Knees</span>
          <Cue $isGood>Tracking over toes</Cue>
        </li>
        <li>
          <span>Torso</span>
          <Cue $isGood={false}>Keep your chest up</Cue>
        </li>
      </Cues>
      <TopRow>
        <span>Form score</span>
        <strong>95%</strong>
      </TopRow>
      <Meter />
    </Frame>
  );
}
