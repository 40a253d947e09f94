import type { DayWorkout } from '@repwise/contracts/workouts';
import styled, { css } from 'styled-components';
import { weekdays, type Weekday } from '../../shared/model/weekdays';

const Strip = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: repeat(7, minmax(88px, 1fr));
    overflow-x: auto;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const DayButton = styled.button<{ $isSelected: boolean }>`
  width: 100%;
  height: 100%;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  align-content: start;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  strong {
    font-size: 0.875rem;
  }
  span {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  &:disabled {
    cursor: default;
    background: ${({ theme }) => theme.colors.surface};
  }
  ${({ theme, $isSelected }) =>
    $isSelected &&
    css`
      border-color: ${theme.colors.primary};
      box-shadow: inset 0 0 0 1px ${theme.colors.primary};
    `}
`;

/** Seven day cards, Monday to Sunday (spec 03 §2); a day without a workout reads 'Rest day' and cannot be selected. */
export function WeekStrip({
  workouts,
  selectedDay,
  onSelect,
}: {
  workouts: readonly DayWorkout[];
  selectedDay: Weekday | null;
  onSelect: (day: Weekday) => void;
}) {
  return (
    <Strip aria-label="Days of the week">
      {weekdays.map((day) => {
        const workout = workouts.find((candidate) => candidate.day === day);
        return (
          <li key={day}>
            <DayButton
              type="button"
              disabled={!workout}
              aria-pressed={workout ? selectedDay === day : undefined}
              $isSelected={selectedDay === day}
              onClick={() => onSelect(day)}
            >
              <strong>{day.slice(0, 3)}</strong>
              <span>{workout ? `${workout.name} · ${workout.duration} min` : 'Rest day'}</span>
            </DayButton>
          </li>
        );
      })}
    </Strip>
  );
}
