import type { ApiClient } from '@repwise/contracts';
import type { Quiz } from '@repwise/contracts/quiz';
import { Button, Card, ProgressBar } from '@repwise/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { submitQuiz } from '../api/quiz-api';
import {
  buildInitialAnswers,
  buildQuizSubmission,
  countAnswered,
  isSectionComplete,
  toPercent,
  type QuizAnswers,
} from '../model/quiz-progress';
import { ErrorBanner } from './quiz-parts';
import { QuizQuestion } from './quiz-question';

const Progress = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  header p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The assessment's sections one at a time, with overall and section progress; the last one submits. */
export function QuizForm({
  quiz,
  request,
  onSubmitted,
}: {
  quiz: Quiz;
  request: ApiClient;
  onSubmitted: () => void;
}) {
  const headingId = useId();
  const [sectionIndex, setSectionIndex] = useState(0);
  const [answers, setAnswers] = useState<QuizAnswers>(() => buildInitialAnswers(quiz));
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const section = quiz.sections[sectionIndex];
  if (!section) return null;
  const isLast = sectionIndex === quiz.sections.length - 1;
  const overall = countAnswered(quiz.sections, answers);
  const inSection = countAnswered([section], answers);
  const canContinue = isSectionComplete(section, answers) && !isSubmitting;

  function record(questionId: string, answer: QuizAnswers[string] | undefined) {
    setAnswers((current) => {
      const rest = Object.fromEntries(Object.entries(current).filter(([id]) => id !== questionId));
      return answer === undefined ? rest : { ...rest, [questionId]: answer };
    });
  }

  function goTo(index: number) {
    setSectionIndex(index);
    window.scrollTo?.({ top: 0 });
  }

  async function submit() {
    setIsSubmitting(true);
    setSubmitError(null);
    try {
      await submitQuiz(request, buildQuizSubmission(quiz, answers));
      onSubmitted();
    } catch (error) {
      setSubmitError(
        error instanceof Error && error.message ? error.message : 'Failed to submit quiz',
      );
      setIsSubmitting(false);
    }
  }

  function next(event: FormEvent) {
    event.preventDefault();
    if (!canContinue) return;
    if (isLast) void submit();
    else goTo(sectionIndex + 1);
  }

  return (
    <>
      <Progress aria-label="Assessment progress">
        <div>
          <span>
            Section {sectionIndex + 1} of {quiz.sections.length}
          </span>
          <span>
            {overall.answered} of {overall.total} questions answered
          </span>
        </div>
        <ProgressBar
          label="Overall progress"
          percent={toPercent(overall)}
          valueText={`${toPercent(overall)}%`}
        />
        <div>
          <span>{section.title}</span>
          <span>
            {inSection.answered} of {inSection.total} in this section
          </span>
        </div>
        <ProgressBar
          label="Section progress"
          percent={toPercent(inSection)}
          valueText={`${toPercent(inSection)}%`}
        />
      </Progress>
      <Card>
        <Form noValidate aria-labelledby={headingId} onSubmit={next}>
          <header>
            <h2 id={headingId}>{section.title}</h2>
            <p>
              {section.description} (about {section.estimatedMinutes} min)
            </p>
          </header>
          {section.questions.map((question) => (
            <QuizQuestion
              key={question.id}
              question={question}
              answer={answers[question.id]}
              onChange={(answer) => record(question.id, answer)}
            />
          ))}
          {submitError && (
            <ErrorBanner>
              <p>
                <strong>Failed to submit quiz.</strong> {submitError}
              </p>
              <Button type="button" $variant="secondary" onClick={() => void submit()}>
                Try Again
              </Button>
            </ErrorBanner>
          )}
          <Actions>
            <Button
              type="button"
              $variant="secondary"
              disabled={sectionIndex === 0 || isSubmitting}
              onClick={() => goTo(sectionIndex - 1)}
            >
              Previous
            </Button>
            <Button type="submit" disabled={!canContinue}>
              {isLast ? (isSubmitting ? 'Submitting...' : 'Complete Assessment') : 'Next Section'}
            </Button>
          </Actions>
        </Form>
      </Card>
    </>
  );
}
