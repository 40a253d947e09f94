import { customAnswerPrefix, maxCustomAnswerLength, onboardingOptions } from '@repwise/contracts';
import type { MultipleChoiceQuestion as Question } from '../model/question-types';
import { labelOption } from '../model/option-labels';
import { toggleChoice } from '../model/toggle-choice';
import type { QuestionProps } from './question-props';
import { ChoiceFieldset, buildErrorDomId } from '../../../components/question-parts';
import { Input, ChoiceOption } from '@repwise/ui';

const isCustom = (value: string) => value.startsWith(customAnswerPrefix);

/**
 * A checkbox group plus "Other (please specify)", whose text is stored as `custom:<text>`; a
 * "None" option excludes every other choice.
 */
export function MultipleChoiceQuestion({
  question,
  answer,
  error,
  onChange,
}: QuestionProps<Question>) {
  const selected = Array.isArray(answer) ? answer : [];
  const customEntry = selected.find(isCustom);
  const errorId = error ? buildErrorDomId(question.id) : undefined;

  function toggle(value: string, isChecked: boolean) {
    onChange(toggleChoice(selected, value, isChecked));
  }

  function toggleOther(isChecked: boolean) {
    const listed = selected.filter((entry) => !isCustom(entry));
    onChange(isChecked ? toggleChoice(listed, customAnswerPrefix, true) : listed);
  }

  function changeOtherText(text: string) {
    onChange(selected.map((entry) => (isCustom(entry) ? `${customAnswerPrefix}${text}` : entry)));
  }

  return (
    <ChoiceFieldset
      question={question}
      error={error}
      after={
        customEntry !== undefined && (
          <Input
            type="text"
            aria-label={`${question.label}: other (please specify)`}
            maxLength={maxCustomAnswerLength}
            value={customEntry.slice(customAnswerPrefix.length)}
            $invalid={Boolean(error)}
            aria-invalid={Boolean(error)}
            aria-describedby={errorId}
            onChange={(event) => changeOtherText(event.target.value)}
          />
        )
      }
    >
      {onboardingOptions[question.id].map((value) => (
        <ChoiceOption key={value}>
          <input
            type="checkbox"
            name={question.id}
            value={value}
            checked={selected.includes(value)}
            aria-invalid={Boolean(error)}
            onChange={(event) => toggle(value, event.target.checked)}
          />
          {labelOption(value)}
        </ChoiceOption>
      ))}
      <ChoiceOption>
        <input
          type="checkbox"
          name={question.id}
          checked={customEntry !== undefined}
          aria-invalid={Boolean(error)}
          onChange={(event) => toggleOther(event.target.checked)}
        />
        Other (please specify)
      </ChoiceOption>
    </ChoiceFieldset>
  );
}
