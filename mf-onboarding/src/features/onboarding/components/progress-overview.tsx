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

const Track = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => `${$percent}%`};
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 200ms ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Counts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  font-size: 0.875rem;
  div {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
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
      <Track
        role="progressbar"
        aria-label="Overall progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={summary.percent}
        aria-valuetext={percentText}
      >
        <Fill $percent={summary.percent} />
      </Track>
      <Row>
        <Counts>
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
        </Counts>
        <span>~{summary.minutesRemaining} min remaining</span>
      </Row>
    </Wrapper>
  );
}
