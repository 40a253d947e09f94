import { useId } from 'react';
import styled from 'styled-components';

const Group = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Star = styled.button`
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.warning};
  font-size: 1.125rem;
  line-height: 1;
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

/** The 1-5 star prompt under a reply; once rated it gives way to a thank-you (spec 02 §4). */
export function ReplyRating({
  rating,
  onRate,
}: {
  rating: number | undefined;
  onRate: (stars: number) => void;
}) {
  const labelId = useId();
  if (rating !== undefined) {
    return <Group>Thanks for rating this reply {rating} of 5.</Group>;
  }
  return (
    <Group role="group" aria-labelledby={labelId}>
      <span id={labelId}>Rate this response:</span>
      {[1, 2, 3, 4, 5].map((stars) => (
        <Star
          key={stars}
          type="button"
          aria-label={`Rate ${stars} out of 5 stars`}
          onClick={() => onRate(stars)}
        >
          ☆
        </Star>
      ))}
    </Group>
  );
}
