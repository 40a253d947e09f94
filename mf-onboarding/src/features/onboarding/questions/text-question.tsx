import { maxFreeTextAnswerLength } from '@repwise/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import type { TextQuestion as Question } from '../model/question-types';
import type { QuestionProps } from './question-props';
import {
  QuestionError,
  RequiredMark,
  buildErrorDomId,
  buildQuestionDomId,
} from '../../../components/question-parts';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Label = styled.label`
  font-weight: 600;
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 6rem;
  font: inherit;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  resize: vertical;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

/** A free-text answer. */
export function TextQuestion({ question, answer, error, onChange }: QuestionProps<Question>) {
  const inputId = useId();
  return (
    <Field id={buildQuestionDomId(question.id)}>
      <Label htmlFor={inputId}>
        {question.label}
        <RequiredMark isRequired={question.isRequired} />
      </Label>
      <TextArea
        id={inputId}
        value={typeof answer === 'string' ? answer : ''}
        maxLength={maxFreeTextAnswerLength}
        required={question.isRequired}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? buildErrorDomId(question.id) : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <QuestionError questionId={question.id} error={error} />
    </Field>
  );
}
