import { Button } from '@repwise/ui';
import styled from 'styled-components';
import { formatAnswer } from '../model/format-answer';
import { listVisibleQuestions, type AnswerMap } from '../model/question-types';
import { onboardingSteps } from '../model/step-definitions';

const Summary = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const StepBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  h4 {
    margin: 0;
    font-size: 0.9375rem;
  }
  dl {
    display: grid;
    /* The answer keeps room for a word ("Intermediate", "Not answered") on a phone, where a
       14rem question column left it a few letters wide and broke words mid-way. */
    grid-template-columns: minmax(0, 14rem) minmax(7.5rem, 1fr);
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    margin: 0;
    font-size: 0.875rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dt,
  dd {
    overflow-wrap: break-word;
  }
  dd {
    margin: 0;
  }
`;

const Row = styled.div`
  display: contents;
`;

/**
 * The final review ("Summary", spec 02 §2's last step label): every earlier step's answers, each
 * with an Edit button that jumps back to it.
 */
export function AnswerSummary({
  responses,
  onEditStep,
}: {
  responses: AnswerMap;
  onEditStep: (index: number) => void;
}) {
  return (
    <Summary aria-label="Summary">
      <h3>Summary</h3>
      {onboardingSteps.slice(0, -1).map((step, index) => (
        <StepBlock key={step.id}>
          <header>
            <h4>{step.title}</h4>
            <Button
              type="button"
              $variant="ghost"
              aria-label={`Edit ${step.title}`}
              onClick={() => onEditStep(index)}
            >
              Edit
            </Button>
          </header>
          <dl>
            {listVisibleQuestions(step, responses).map((question) => (
              <Row key={question.id}>
                <dt>{question.label}</dt>
                <dd>{formatAnswer(question, responses[question.id]) ?? 'Not answered'}</dd>
              </Row>
            ))}
          </dl>
        </StepBlock>
      ))}
    </Summary>
  );
}
