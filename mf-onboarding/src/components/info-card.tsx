import { SectionCard } from '@repwise/ui';
import styled from 'styled-components';

/** A card section named by its h2 title (the plan summary's cards, the results' blocks). */
export const InfoCard = styled(SectionCard)`
  gap: ${({ theme }) => theme.space(3)};
  break-inside: avoid;
  p,
  ul,
  ol {
    margin: 0;
  }
  ul,
  ol {
    padding-left: 1.25rem;
    display: grid;
    gap: ${({ theme }) => theme.space(1.5)};
  }
`;

/** Label/value pairs in two columns. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space(1.5)} ${theme.space(4)}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** A secondary line of text. */
export const MutedText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A bulleted list, or `empty` as a muted line when there is nothing to list. */
export function ItemList({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <MutedText>{empty}</MutedText>;
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
