import type { OnboardingAnswer } from '@repwise/contracts';
import type { Question } from '../model/question-types';
import { BooleanQuestion } from './boolean-question';
import { MultipleChoiceQuestion } from './multiple-choice-question';
import { NumberQuestion } from './number-question';
import { SingleChoiceQuestion } from './single-choice-question';
import { TextQuestion } from './text-question';

/** Renders a question with the renderer for its kind. */
export function QuestionField({
  question,
  answer,
  error,
  onChange,
}: {
  question: Question;
  answer: OnboardingAnswer | undefined;
  error: string | null;
  onChange: (answer: OnboardingAnswer) => void;
}) {
  const common = { answer, error, onChange };
  switch (question.kind) {
    case 'single-choice':
      return <SingleChoiceQuestion question={question} {...common} />;
    case 'multiple-choice':
      return <MultipleChoiceQuestion question={question} {...common} />;
    case 'number':
      return <NumberQuestion question={question} {...common} />;
    case 'text':
      return <TextQuestion question={question} {...common} />;
    case 'boolean':
      return <BooleanQuestion question={question} {...common} />;
  }
}
