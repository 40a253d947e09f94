import { TextField } from '@repwise/ui';
import { useState } from 'react';
import type { NumberQuestion as Question } from '../model/question-types';
import type { QuestionProps } from './question-props';
import { QuestionText, buildQuestionDomId } from '../../../components/question-parts';

function parseNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A number input; an empty or unreadable entry is stored as null (unanswered). */
export function NumberQuestion({ question, answer, error, onChange }: QuestionProps<Question>) {
  const [draft, setDraft] = useState(typeof answer === 'number' ? String(answer) : '');
  const { min, max } = question.bounds;

  return (
    <TextField
      frameId={buildQuestionDomId(question.id)}
      label={<QuestionText text={question.label} isRequired={question.isRequired} />}
      hint={`${min}–${max}${question.unit ? ` ${question.unit}` : ''}`}
      error={error}
      type="number"
      inputMode={question.isWholeNumber ? 'numeric' : 'decimal'}
      min={min}
      max={max}
      step={question.isWholeNumber ? 1 : 'any'}
      value={draft}
      required={question.isRequired}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(parseNumber(event.target.value));
      }}
    />
  );
}
