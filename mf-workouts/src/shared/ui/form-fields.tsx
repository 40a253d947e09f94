import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  label,
  legend {
    font-weight: 600;
    font-size: 0.875rem;
  }
`;

const controlStyles = `
  width: 100%;
  font: inherit;
`;

const Select = styled.select`
  ${controlStyles}
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 88px;
  resize: vertical;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const Range = styled.input`
  ${controlStyles}
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const ValueRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  output {
    font-weight: 700;
  }
`;

/** One option of a select: its value and the label shown. */
export interface SelectOption<T extends string | number> {
  value: T;
  label: string;
}

/** A labelled native select over typed options. */
export function SelectField<T extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Select
        id={id}
        value={String(value)}
        onChange={(event) => {
          const picked = options.find((option) => String(option.value) === event.target.value);
          if (picked) onChange(picked.value);
        }}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** A labelled slider showing its current value (formatted by `formatValue`). */
export function SliderField({
  label,
  value,
  min,
  max,
  step = 1,
  onChange,
  formatValue = String,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  formatValue?: (value: number) => string;
}) {
  const id = useId();
  return (
    <Field>
      <ValueRow>
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id}>{formatValue(value)}</output>
      </ValueRow>
      <Range
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={formatValue(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </Field>
  );
}

/** A labelled multi-line text input. */
export function TextAreaField({
  label,
  value,
  onChange,
  placeholder,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <TextArea
        id={id}
        value={value}
        placeholder={placeholder}
        maxLength={1000}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint}
    </Field>
  );
}
