import { Button } from '@repwise/ui';
import styled from 'styled-components';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The daily tracker's week selector: one button per generated week, the selected one pressed. */
export function WeekSelector({
  weeks,
  selectedWeek,
  onSelect,
}: {
  weeks: readonly number[];
  selectedWeek: number;
  onSelect: (week: number) => void;
}) {
  return (
    <Group role="group" aria-label="Select week">
      {weeks.map((week) => (
        <Button
          key={week}
          type="button"
          $size="sm"
          $variant={week === selectedWeek ? 'primary' : 'secondary'}
          aria-pressed={week === selectedWeek}
          onClick={() => onSelect(week)}
        >
          Week {week}
        </Button>
      ))}
    </Group>
  );
}
