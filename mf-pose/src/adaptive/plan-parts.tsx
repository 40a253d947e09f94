// Small building blocks the adaptive plan tabs share: toned pills, titled lists, fact grids and
// the empty state.
import { FactTiles, Muted } from '@repwise/ui';
import styled from 'styled-components';
import type { Tone } from './plan-format';

/** A rounded label drawn in a tone (priority, risk level, trend). */
export const Pill = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2.5)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'muted' ? theme.colors.border : theme.colors[$tone])};
  color: ${({ theme, $tone }) => ($tone === 'muted' ? theme.colors.textMuted : theme.colors[$tone])};
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
`;

/** A 0-100 bar drawn in a tone; give it role="meter" with its value and label. */
export const Meter = styled.div<{ $percent: number; $tone: Tone }>`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ $percent }) => $percent}%;
    background: ${({ theme, $tone }) =>
      $tone === 'muted' ? theme.colors.textMuted : theme.colors[$tone]};
  }
`;

/** Label/value tiles, as many per row as fit. */
export const Facts = styled(FactTiles).attrs({ $minWidth: 130 })``;

/** A stack of sections with a heading each. */
export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h3,
  h4 {
    margin: 0;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  p {
    margin: 0;
  }
`;

/** A heading followed by its items, or `emptyText` when there are none. */
export function TitledList({
  title,
  items,
  emptyText,
}: {
  title: string;
  items: readonly string[];
  emptyText: string;
}) {
  return (
    <section>
      <h3>{title}</h3>
      {items.length === 0 ? (
        <Muted>{emptyText}</Muted>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

const Empty = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)}`};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  strong {
    font-size: 1rem;
  }
`;

/** What a tab shows when it has nothing yet, and what will fill it. */
export function EmptyTab({ title, text }: { title: string; text: string }) {
  return (
    <Empty>
      <strong>{title}</strong>
      <Muted>{text}</Muted>
    </Empty>
  );
}
