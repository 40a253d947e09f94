import {
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled from 'styled-components';
import { Field, FieldFrame, FieldLabel, Input, Select, TextArea, type FieldProps } from './field';

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({
  label,
  error,
  hint,
  frameId,
  ...inputProps
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} error={error} hint={hint} frameId={frameId}>
      {(control) => <Input {...control} {...inputProps} />}
    </Field>
  );
}

/** A labelled multi-line text input with its hint and error tied to it. */
export function TextAreaField({
  label,
  error,
  hint,
  frameId,
  ...textAreaProps
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} error={error} hint={hint} frameId={frameId}>
      {(control) => <TextArea {...control} {...textAreaProps} />}
    </Field>
  );
}

/** One option of a select: its value and the label shown. */
export interface SelectOption<T extends string | number> {
  value: T;
  label: string;
}

/**
 * A labelled native select with its hint and error tied to it. Either pass `<option>` children
 * and read `onChange`'s event, or pass typed `options` and read the picked value in `onValueChange`.
 */
export function SelectField<T extends string | number = string>({
  label,
  error,
  hint,
  frameId,
  options,
  onValueChange,
  onChange,
  children,
  ...selectProps
}: FieldProps & {
  options?: readonly SelectOption<T>[];
  onValueChange?: (value: T) => void;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    const picked = options?.find((option) => String(option.value) === event.target.value);
    if (picked) onValueChange?.(picked.value);
  };
  return (
    <Field label={label} error={error} hint={hint} frameId={frameId}>
      {(control) => (
        <Select {...control} {...selectProps} onChange={change}>
          {options?.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
          {children}
        </Select>
      )}
    </Field>
  );
}

const Range = styled.input`
  width: 100%;
  font: inherit;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const LabelRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  output {
    font-weight: 700;
  }
`;

/** A labelled slider showing its current value (formatted by `formatValue`, also read out). */
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
    <FieldFrame>
      <LabelRow>
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        <output htmlFor={id}>{formatValue(value)}</output>
      </LabelRow>
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
    </FieldFrame>
  );
}
