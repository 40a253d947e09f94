import {
  useId,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.875rem;
`;

const control = css<{ $invalid: boolean }>`
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

const Select = styled.select<{ $invalid: boolean }>`
  ${control}
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  min-height: 88px;
  resize: vertical;
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.danger};
`;

function useFieldIds(error: string | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  return { id, errorId, describedBy: error ? errorId : undefined };
}

/** A labelled select with its error tied to it for screen readers. */
export function SelectField({
  label,
  error,
  children,
  ...props
}: {
  label: string;
  error?: string | undefined;
  children: ReactNode;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const { id, errorId, describedBy } = useFieldIds(error);
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        {...props}
      >
        {children}
      </Select>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}

/** A labelled multi-line text field with its error tied to it. */
export function TextAreaField({
  label,
  error,
  ...props
}: { label: string; error?: string | undefined } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, errorId, describedBy } = useFieldIds(error);
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <TextArea
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        {...props}
      />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
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

/** A section heading inside a card. */
export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: 1.125rem;
`;

/** Muted secondary text. */
export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;
