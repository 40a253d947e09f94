import styled from 'styled-components';

const Callout = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.4;
  /* A long note wraps inside the card on a phone instead of widening it. */
  overflow-wrap: anywhere;
`;

/**
 * What the plan says about an exercise or the day ("Do it seated.", "Every exercise is done
 * seated."), as a labelled note in the text colour; nothing when the plan says nothing.
 */
export function PlanNote({ label, text }: { label: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <Callout role="note">
      <strong>{label}</strong> {text}
    </Callout>
  );
}
