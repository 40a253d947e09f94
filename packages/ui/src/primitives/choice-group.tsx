import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint } from './field';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.text};
`;

/** How a group lays out its options: as many 180 px columns as fit, or two from the small breakpoint. */
export type ChoiceColumns = 'auto' | 'two';

const Options = styled.div<{ $columns: ChoiceColumns }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: ${({ $columns }) =>
    $columns === 'auto' ? 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))' : '1fr'};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    ${({ $columns }) => ($columns === 'two' ? 'grid-template-columns: repeat(2, minmax(0, 1fr));' : '')}
  }
`;

/**
 * A group of checkboxes or radios: a fieldset named by its legend, the options in a grid, then
 * anything `after` it (an "Other" text box), the hint and the error, both describing the group.
 * `errorId` names the error for controls outside the group that it also describes.
 */
export function ChoiceGroup({
  legend,
  hint,
  error,
  errorId,
  frameId,
  columns = 'auto',
  after,
  children,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  errorId?: string;
  frameId?: string;
  columns?: ChoiceColumns;
  after?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const shownErrorId = errorId ?? `${id}-error`;
  const describedBy =
    [error ? shownErrorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Fieldset id={frameId} aria-describedby={describedBy}>
      <Legend>{legend}</Legend>
      <Options $columns={columns}>{children}</Options>
      {after}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={shownErrorId}>{error}</FieldError>}
    </Fieldset>
  );
}

/**
 * One checkbox or radio with its text, the whole bordered row clickable: highlighted when checked,
 * the focus ring drawn around it; a `<small>` child is a muted description under the text.
 */
export const ChoiceOption = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2.5)}`};
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  small {
    grid-column: 2;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A labelled group of checkboxes over typed string options; `onToggle` gets the option flipped. */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  selected,
  onToggle,
  formatOption = (option) => option,
}: {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  onToggle: (option: T) => void;
  formatOption?: (option: T) => string;
}) {
  return (
    <ChoiceGroup legend={legend}>
      {options.map((option) => (
        <ChoiceOption key={option}>
          <input
            type="checkbox"
            checked={selected.includes(option)}
            onChange={() => onToggle(option)}
          />
          {formatOption(option)}
        </ChoiceOption>
      ))}
    </ChoiceGroup>
  );
}
