import { ChoiceGroup } from '@repwise/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The DOM id of a question's wrapper, used to scroll an invalid question into view. */
export function buildQuestionDomId(questionId: string): string {
  return `onboarding-question-${questionId}`;
}

/** The DOM id of a question's error text (for aria-describedby). */
export function buildErrorDomId(questionId: string): string {
  return `${buildQuestionDomId(questionId)}-error`;
}

/** The star mark after a required question's text (the inputs carry `required` for assistive tech). */
export function RequiredMark({ isRequired }: { isRequired: boolean }) {
  if (!isRequired) return null;
  return <Star aria-hidden="true"> *</Star>;
}

const Star = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const QuestionTextStyle = styled.span`
  font-size: 1rem;
`;

/** A question's text as a field label: full size (field labels are small), with its required mark. */
export function QuestionText({ text, isRequired }: { text: string; isRequired: boolean }) {
  return (
    <QuestionTextStyle>
      {text}
      <RequiredMark isRequired={isRequired} />
    </QuestionTextStyle>
  );
}

/**
 * A choice question's frame: fieldset, legend with the required mark, the options in a grid,
 * anything `after` the grid (e.g. the "Other" text box), and the error tied to the fieldset.
 */
export function ChoiceFieldset({
  question,
  error,
  children,
  after,
}: {
  question: { id: string; label: string; isRequired: boolean };
  error: string | null;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <ChoiceGroup
      frameId={buildQuestionDomId(question.id)}
      legend={<QuestionText text={question.label} isRequired={question.isRequired} />}
      columns="two"
      error={error}
      errorId={buildErrorDomId(question.id)}
      after={after}
    >
      {children}
    </ChoiceGroup>
  );
}
