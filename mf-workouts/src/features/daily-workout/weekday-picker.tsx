import { Button, SelectField, VisuallyHidden } from '@repwise/ui';
import styled, { css } from 'styled-components';
import { stepWeekday, weekdays, type Weekday } from '../../shared/model/weekdays';

const Picker = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
  > div {
    min-width: 180px;
  }
`;

const Strip = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1.5)};
`;

const DayButton = styled.button<{ $isSelected: boolean; $hasWorkout: boolean }>`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(1)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  display: grid;
  justify-items: center;
  gap: 2px;
  small {
    font-weight: 400;
    font-size: 0.6875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* A phone's day is about 34 px wide inside: "Workout" was cut to "Workou", so a dot marks a
     training day there and "Rest" stays. */
  .brief {
    display: none;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    .full {
      display: none;
    }
    .brief {
      display: inline;
    }
  }
  ${({ theme, $isSelected }) =>
    $isSelected &&
    css`
      background: ${theme.colors.primary};
      border-color: ${theme.colors.primary};
      color: ${theme.colors.onPrimary};
      small {
        color: ${theme.colors.onPrimary};
      }
    `}
`;

/**
 * The daily workout's weekday picker (spec 03 §2): a strip of the seven days, previous/next arrows
 * that wrap around the week, and a dropdown.
 */
export function WeekdayPicker({
  selectedDay,
  trainingDays,
  onSelect,
}: {
  selectedDay: Weekday;
  trainingDays: ReadonlySet<Weekday>;
  onSelect: (day: Weekday) => void;
}) {
  return (
    <Picker>
      <Controls>
        <Button
          type="button"
          $variant="secondary"
          aria-label="Previous day"
          onClick={() => onSelect(stepWeekday(selectedDay, -1))}
        >
          ←
        </Button>
        <SelectField
          label="Day"
          value={selectedDay}
          options={weekdays.map((day) => ({
            value: day,
            label: trainingDays.has(day) ? day : `${day} (rest)`,
          }))}
          onValueChange={onSelect}
        />
        <Button
          type="button"
          $variant="secondary"
          aria-label="Next day"
          onClick={() => onSelect(stepWeekday(selectedDay, 1))}
        >
          →
        </Button>
      </Controls>
      <Strip role="group" aria-label="Days of the week">
        {weekdays.map((day) => (
          <DayButton
            key={day}
            type="button"
            aria-pressed={day === selectedDay}
            $isSelected={day === selectedDay}
            $hasWorkout={trainingDays.has(day)}
            onClick={() => onSelect(day)}
          >
            {/* The name is the whole day ("Tuesday, rest day"); the short face is for the eye. */}
            <span aria-hidden="true">{day.slice(0, 3)}</span>
            <small aria-hidden="true">
              <span className="full">{trainingDays.has(day) ? 'Workout' : 'Rest'}</span>
              <span className="brief">{trainingDays.has(day) ? '●' : 'Rest'}</span>
            </small>
            <VisuallyHidden>{`${day}${trainingDays.has(day) ? '' : ', rest day'}`}</VisuallyHidden>
          </DayButton>
        ))}
      </Strip>
    </Picker>
  );
}
