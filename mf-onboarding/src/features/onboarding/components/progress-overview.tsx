import { InlineFacts, ProgressBar } from '@repwise/ui';
import styled from 'styled-components';
import type { ProgressSummary } from '../model/summarize-progress';

const Wrapper = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Formats a preset percent: 12.5 → "12.5%", 25 → "25%". */
function formatPercent(percent: number): string {
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
}

/** The progress indicator: overall percent with a bar, the step counts and the time left. */
export function ProgressOverview({
  summary,
  totalSteps,
}: {
  summary: ProgressSummary;
  totalSteps: number;
}) {
  const percentText = formatPercent(summary.percent);
  return (
    <Wrapper aria-label="Onboarding progress">
      <Row>
        <span>
          Step {summary.currentStepNumber} of {totalSteps}
        </span>
        <span>{percentText} complete</span>
      </Row>
      <ProgressBar label="Overall progress" percent={summary.percent} valueText={percentText} />
      <Row>
        <InlineFacts>
          <div>
            <dt>Completed</dt>
            <dd>{summary.completedCount}</dd>
          </div>
          <div>
            <dt>Current</dt>
            <dd>{summary.currentStepNumber}</dd>
          </div>
          <div>
            <dt>Remaining</dt>
            <dd>{summary.remainingCount}</dd>
          </div>
        </InlineFacts>
        <span>~{summary.minutesRemaining} min remaining</span>
      </Row>
    </Wrapper>
  );
}
