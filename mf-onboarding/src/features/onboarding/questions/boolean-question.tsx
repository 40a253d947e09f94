import type { BooleanQuestion as Question } from '../model/question-types';
import type { QuestionProps } from './question-props';
import { ChoiceFieldset } from '../../../components/question-parts';
import { ChoiceOption } from '@repwise/ui';

const choices = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
] as const;

/** A yes/no radio group. */
export function BooleanQuestion({ question, answer, error, onChange }: QuestionProps<Question>) {
  return (
    <ChoiceFieldset question={question} error={error}>
      {choices.map(({ value, label }) => (
        <ChoiceOption key={label}>
          <input
            type="radio"
            name={question.id}
            value={String(value)}
            checked={answer === value}
            required={question.isRequired}
            aria-invalid={Boolean(error)}
            onChange={() => onChange(value)}
          />
          {label}
        </ChoiceOption>
      ))}
    </ChoiceFieldset>
  );
}
