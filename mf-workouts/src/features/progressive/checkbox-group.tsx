import styled from 'styled-components';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-weight: 600;
    font-size: 0.875rem;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 180px), 1fr));
  gap: ${({ theme }) => theme.space(2)};
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A labelled group of checkboxes over string options. */
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
    <Fieldset>
      <legend>{legend}</legend>
      <Options>
        {options.map((option) => (
          <label key={option}>
            <input
              type="checkbox"
              checked={selected.includes(option)}
              onChange={() => onToggle(option)}
            />
            {formatOption(option)}
          </label>
        ))}
      </Options>
    </Fieldset>
  );
}
