import { onboardingOptions } from '@repwise/contracts';
import type { SingleChoiceQuestion as Question } from '../model/question-types';
import { labelOption } from '../model/option-labels';
import type { QuestionProps } from './question-props';
import {
  Fieldset,
  OptionGrid,
  OptionLabel,
  QuestionError,
  QuestionLabel,
  RequiredMark,
  buildErrorDomId,
  buildQuestionDomId,
} from './question-parts';

/** A radio group: one listed option (arrow keys move between them). */
export function SingleChoiceQuestion({
  question,
  answer,
  error,
  onChange,
}: QuestionProps<Question>) {
  return (
    <Fieldset
      id={buildQuestionDomId(question.id)}
      aria-describedby={error ? buildErrorDomId(question.id) : undefined}
    >
      <QuestionLabel>
        {question.label}
        <RequiredMark isRequired={question.isRequired} />
      </QuestionLabel>
      <OptionGrid>
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
      </OptionGrid>
      <QuestionError questionId={question.id} error={error} />
    </Fieldset>
  );
}
