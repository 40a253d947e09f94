import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  font: inherit;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

/** A text or number input in the product's style; `$invalid` draws the danger border. */
export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

/** A native select in the product's style. */
export const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
`;

/** A multi-line text input in the product's style, resizable vertically. */
export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 88px;
  resize: vertical;
`;

/** A field's frame: label, control, hint and error stacked. */
export const FieldFrame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  align-content: start;
`;

/** A field's label text, bold and small. */
export const FieldLabel = styled.label`
  font-weight: 600;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.text};
`;

/** A field's hint line, in muted small text. */
export const FieldHint = styled.div`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A field's error line, announced when it appears. */
export const FieldError = styled.p.attrs({ role: 'alert' })`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/** What a field hands its control: the id its label names and the links to its hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  $invalid: boolean;
}

/** What every labelled field takes: label, optional hint and error, and its wrapper's DOM id. */
export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The message shown and linked while the value is invalid; empty or null when it is valid. */
  error?: string | null | undefined;
  /** The DOM id of the field's wrapper (for scrolling an invalid field into view). */
  frameId?: string | undefined;
}

/**
 * A labelled field around any control: the label names the control, the error (then the hint)
 * describe it, and `aria-invalid` follows the error. `children` renders the control from the
 * props it is handed.
 */
export function Field({
  label,
  hint,
  error,
  frameId,
  children,
}: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const isInvalid = Boolean(error);
  return (
    <FieldFrame id={frameId}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children({
        id,
        'aria-invalid': isInvalid,
        'aria-describedby': describedBy,
        $invalid: isInvalid,
      })}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldFrame>
  );
}

/** A form's error banner, announced when it appears. */
export const FormError = styled.p.attrs({ role: 'alert' })`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.danger} 40%, transparent);
  background: color-mix(in srgb, ${({ theme }) => theme.colors.danger} 8%, transparent);
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

/** A two-column grid of fields that stacks on narrow screens. */
export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
