import type { OnboardingAnswer } from '@repwise/contracts';
import { Card } from '@repwise/ui';
import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { listVisibleQuestions, type AnswerMap, type OnboardingStep } from '../model/question-types';
import type { FieldErrors } from '../model/validate-step';
import { QuestionField } from '../questions/question-field';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const Heading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Questions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

/** One step: its title, its visible questions and the wizard buttons; submitting validates it. */
export function StepForm({
  step,
  responses,
  errors,
  onAnswer,
  onSubmit,
  review,
  actions,
}: {
  step: OnboardingStep;
  responses: AnswerMap;
  errors: FieldErrors;
  onAnswer: (questionId: string, answer: OnboardingAnswer) => void;
  onSubmit: () => void;
  /** Shown after the questions (the last step's summary of all answers). */
  review?: ReactNode;
  actions: ReactNode;
}) {
  const headingId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Card>
      <Form noValidate aria-labelledby={headingId} onSubmit={submit}>
        <Heading>
          <h2 id={headingId}>{step.title}</h2>
          <p>{step.description}</p>
        </Heading>
        <Questions>
          {listVisibleQuestions(step, responses).map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              answer={responses[question.id]}
              error={errors[question.id] ?? null}
              onChange={(answer) => onAnswer(question.id, answer)}
            />
          ))}
        </Questions>
        {review}
        {actions}
      </Form>
    </Card>
  );
}
