import { Card } from '@repwise/ui';
import { useId } from 'react';
import styled from 'styled-components';

const Tile = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(5)};
  h3 {
    margin: 0;
    font-size: 0.875rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: 0;
  }
`;

const Value = styled.p`
  font-size: 1.75rem;
  font-weight: 700;
  line-height: 1.2;
`;

const Note = styled.p`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A stat card: label, big value, and a note under it. */
export function StatCard({ label, value, note }: { label: string; value: string; note?: string }) {
  const labelId = useId();
  return (
    <Tile as="section" aria-labelledby={labelId}>
      <h3 id={labelId}>{label}</h3>
      <Value>{value}</Value>
      {note && <Note>{note}</Note>}
    </Tile>
  );
}
