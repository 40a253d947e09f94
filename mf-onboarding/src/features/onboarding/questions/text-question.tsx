import { maxFreeTextAnswerLength } from '@repwise/contracts';
import { TextAreaField } from '@repwise/ui';
import type { TextQuestion as Question } from '../model/question-types';
import type { QuestionProps } from './question-props';
import { QuestionText, buildQuestionDomId } from '../../../components/question-parts';

/** A free-text answer. */
export function TextQuestion({ question, answer, error, onChange }: QuestionProps<Question>) {
  return (
    <TextAreaField
      frameId={buildQuestionDomId(question.id)}
      label={<QuestionText text={question.label} isRequired={question.isRequired} />}
      error={error}
      value={typeof answer === 'string' ? answer : ''}
      maxLength={maxFreeTextAnswerLength}
      required={question.isRequired}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
