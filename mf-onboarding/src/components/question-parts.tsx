import { FieldError } from '@repwise/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The DOM id of a question's wrapper, used to scroll an invalid question into view. */
export function buildQuestionDomId(questionId: string): string {
  return `onboarding-question-${questionId}`;
}

/** The DOM id of a question's error text (for aria-describedby). */
export function buildErrorDomId(questionId: string): string {
  return `${buildQuestionDomId(questionId)}-error`;
}

/** A choice group: a fieldset whose legend is the question. */
export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** The question text of a group or field. */
export const QuestionLabel = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

/** The star mark after a required question's text (the inputs carry `required` for assistive tech). */
export function RequiredMark({ isRequired }: { isRequired: boolean }) {
  if (!isRequired) return null;
  return <Star aria-hidden="true"> *</Star>;
}

const Star = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const QuestionTextStyle = styled.span`
  font-size: 1rem;
`;

/** A question's text as a field label: full size (field labels are small), with its required mark. */
export function QuestionText({ text, isRequired }: { text: string; isRequired: boolean }) {
  return (
    <QuestionTextStyle>
      {text}
      <RequiredMark isRequired={isRequired} />
    </QuestionTextStyle>
  );
}

/** Options laid out one column on phones, two from the small breakpoint. */
export const OptionGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** One selectable option: the input and its text, the whole row clickable. */
export const OptionLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
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
    accent-color: ${({ theme }) => theme.colors.primary};
    margin: 0;
  }
`;

/** A question's error message, announced when it appears. */
export function QuestionError({ questionId, error }: { questionId: string; error: string | null }) {
  if (!error) return null;
  return <FieldError id={buildErrorDomId(questionId)}>{error}</FieldError>;
}

/**
 * A choice question's frame: fieldset, legend with the required mark, the options in a grid,
 * anything `after` the grid (e.g. the "Other" text box), and the error tied to the fieldset.
 */
export function ChoiceFieldset({
  question,
  error,
  children,
  after,
}: {
  question: { id: string; label: string; isRequired: boolean };
  error: string | null;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <Fieldset
      id={buildQuestionDomId(question.id)}
      aria-describedby={error ? buildErrorDomId(question.id) : undefined}
    >
      <QuestionLabel>
        {question.label}
        <RequiredMark isRequired={question.isRequired} />
      </QuestionLabel>
      <OptionGrid>{children}</OptionGrid>
      {after}
      <QuestionError questionId={question.id} error={error} />
    </Fieldset>
  );
}
