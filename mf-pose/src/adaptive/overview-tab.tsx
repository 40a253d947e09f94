// The Overview tab: readiness, risk level, concerns, strengths, next steps and the next review.
import type { AdaptivePlanDto } from '@repwise/contracts/pose';
import { useId } from 'react';
import styled from 'styled-components';
import { formatDate, RISK_LEVEL_LABELS, RISK_LEVEL_TONES, toneOfReadiness } from './plan-format';
import { Meter, Pill, Stack, TitledList } from './plan-parts';
import { Muted } from '@repwise/ui';

const Headline = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Tile = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  align-content: start;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  span:first-child {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Score = styled.strong`
  font-size: 2rem;
  line-height: 1;
  font-variant-numeric: tabular-nums;
  small {
    font-size: 1rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function OverviewTab({ plan }: { plan: AdaptivePlanDto }) {
  const { readinessScore, riskLevel, primaryConcerns, strengths, nextSteps } =
    plan.overallAssessment;
  const readinessTone = toneOfReadiness(readinessScore);
  const readinessLabelId = useId();
  return (
    <Stack>
      <Headline>
        <Tile>
          <span id={readinessLabelId}>Readiness score</span>
          <Score>
            {readinessScore}
            <small>/100</small>
          </Score>
          <Meter
            role="meter"
            aria-labelledby={readinessLabelId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={readinessScore}
            $percent={readinessScore}
            $tone={readinessTone}
          />
        </Tile>
        <Tile>
          <span>Risk level</span>
          <div>
            <Pill $tone={RISK_LEVEL_TONES[riskLevel]} aria-label={`Risk level: ${riskLevel}`}>
              {RISK_LEVEL_LABELS[riskLevel]}
            </Pill>
          </div>
        </Tile>
        <Tile>
          <span>Next review</span>
          <strong>
            <time dateTime={new Date(plan.nextReviewDate).toISOString()}>
              {formatDate(plan.nextReviewDate)}
            </time>
          </strong>
          <Muted>Adapted {formatDate(plan.adaptationDate)}</Muted>
        </Tile>
      </Headline>
      <TitledList
        title="Primary concerns"
        items={primaryConcerns}
        emptyText="Nothing needs urgent attention."
      />
      <TitledList
        title="Strengths"
        items={strengths}
        emptyText="Strengths show here once a few tracked sessions show a pattern."
      />
      <TitledList
        title="Next steps"
        items={nextSteps}
        emptyText="Keep training with AI tracking on; next steps follow from your sets."
      />
    </Stack>
  );
}
