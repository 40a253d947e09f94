import { Button } from '@repwise/ui';
import styled from 'styled-components';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * A labelled group of toggle buttons where at most one is pressed; clicking the pressed one clears
 * it (`onChange(null)`), as the library's filters do (spec 03 §2).
 */
export function ToggleButtons<T extends string>({
  label,
  options,
  value,
  onChange,
  formatOption = (option) => option,
}: {
  label: string;
  options: readonly T[];
  value: T | null;
  onChange: (next: T | null) => void;
  formatOption?: (option: T) => string;
}) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option}
          type="button"
          $size="sm"
          $variant={value === option ? 'primary' : 'secondary'}
          aria-pressed={value === option}
          onClick={() => onChange(value === option ? null : option)}
        >
          {formatOption(option)}
        </Button>
      ))}
    </Group>
  );
}
