import { onboardingOptions } from '@repwise/contracts';
import type { SingleChoiceQuestion as Question } from '../model/question-types';
import { labelOption } from '../model/option-labels';
import type { QuestionProps } from './question-props';
import { ChoiceFieldset } from '../../../components/question-parts';
import { ChoiceOption } from '@repwise/ui';

/** A radio group: one listed option (arrow keys move between them). */
export function SingleChoiceQuestion({
  question,
  answer,
  error,
  onChange,
}: QuestionProps<Question>) {
  return (
    <ChoiceFieldset question={question} error={error}>
      {onboardingOptions[question.id].map((value) => (
        <ChoiceOption key={value}>
          <input
            type="radio"
            name={question.id}
            value={value}
            checked={answer === value}
            required={question.isRequired}
            aria-invalid={Boolean(error)}
            onChange={() => onChange(value)}
          />
          {labelOption(value)}
        </ChoiceOption>
      ))}
    </ChoiceFieldset>
  );
}
