import { onboardingOptions } from '@repwise/contracts';
import type { SingleChoiceQuestion as Question } from '../model/question-types';
import { labelOption } from '../model/option-labels';
import type { QuestionProps } from './question-props';
import { ChoiceFieldset, OptionLabel } from '../../../components/question-parts';

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
        <OptionLabel key={value}>
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
        </OptionLabel>
      ))}
    </ChoiceFieldset>
  );
}
