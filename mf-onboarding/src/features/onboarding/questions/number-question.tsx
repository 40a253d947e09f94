import { useId, useState } from 'react';
import styled from 'styled-components';
import type { NumberQuestion as Question } from '../model/question-types';
import type { QuestionProps } from './question-props';
import {
  Hint,
  Input,
  QuestionError,
  RequiredMark,
  buildErrorDomId,
  buildQuestionDomId,
} from '../../../components/question-parts';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  align-content: start;
`;

const Label = styled.label`
  font-weight: 600;
`;

function parseNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A number input; an empty or unreadable entry is stored as null (unanswered). */
export function NumberQuestion({ question, answer, error, onChange }: QuestionProps<Question>) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [draft, setDraft] = useState(typeof answer === 'number' ? String(answer) : '');
  const { min, max } = question.bounds;
  const describedBy = [hintId, error ? buildErrorDomId(question.id) : null]
    .filter(Boolean)
    .join(' ');

  return (
    <Field id={buildQuestionDomId(question.id)}>
      <Label htmlFor={inputId}>
        {question.label}
        <RequiredMark isRequired={question.isRequired} />
      </Label>
      <Input
        id={inputId}
        type="number"
        inputMode={question.isWholeNumber ? 'numeric' : 'decimal'}
        min={min}
        max={max}
        step={question.isWholeNumber ? 1 : 'any'}
        value={draft}
        required={question.isRequired}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange(parseNumber(event.target.value));
        }}
      />
      <Hint id={hintId}>
        {min}–{max}
        {question.unit ? ` ${question.unit}` : ''}
      </Hint>
      <QuestionError questionId={question.id} error={error} />
    </Field>
  );
}
