// Risk assessment (tour target `risk-assessment`): the overall risk and score with its 30-day
// trend, primary concerns, per-exercise scores, last and next assessment (spec 03 §3 Risk), and
// what the user told onboarding and the quiz about training safely.
import { Badge, Button, FactList, FactTiles } from '@repwise/ui';
import styled, { useTheme } from 'styled-components';
import type { RiskReport } from '../api/safety-api';
import { TrendChart } from '../charts/trend-chart';
import { describeRiskTrend } from '../model/build-alert-cards';
import {
  formatDate,
  formatExercise,
  formatLevel,
  formatShortDate,
  levelTone,
} from '../model/safety-format';
import { SafetyPicture, type SafetyPictureProps } from './safety-picture';
import { Meter } from '../../adaptive/plan-parts';
import {
  Columns,
  EmptyNote,
  ReadState,
  SectionFrame,
  SubHeading,
  TitledLines,
  type Read,
} from './section-frame';

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: minmax(220px, 1fr) 2fr;
  }
`;

const Level = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
  strong {
    font-size: 2.25rem;
    line-height: 1;
    font-variant-numeric: tabular-nums;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;

const Trend = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Whether the report holds anything of the last 30 days: a risk, or an intervention. */
export function hasRiskData(report: RiskReport): boolean {
  return (
    report.riskTrend.some((point) => point.riskScore > 0) ||
    report.riskProfile.interventions.length > 0 ||
    report.completedInterventions.length > 0
  );
}

function RiskSummary({ report }: { report: RiskReport }) {
  const theme = useTheme();
  const { riskProfile: profile, riskTrend } = report;
  const tone = levelTone(profile.overallRisk);
  return (
    <Summary>
      <Level>
        <span>
          Overall risk{' '}
          <Badge $tone={tone} data-testid="overall-risk">
            {formatLevel(profile.overallRisk)}
          </Badge>
        </span>
        <strong aria-label={`Risk score ${profile.riskScore} out of 100`}>
          {profile.riskScore}
          <small> / 100</small>
        </strong>
        <Meter
          role="meter"
          aria-label="Risk score"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={profile.riskScore}
          $percent={profile.riskScore}
          $tone={tone}
        />
        <FactList $gap={1}>
          <div>
            <dt>Last assessed</dt>
            <dd>{formatDate(profile.lastAssessment)}</dd>
          </div>
          <div>
            <dt>Next assessment</dt>
            <dd>{formatDate(profile.nextRecommendedAssessment)}</dd>
          </div>
        </FactList>
      </Level>
      <Trend>
        <SubHeading>Risk score, last 30 days</SubHeading>
        <p>{describeRiskTrend(riskTrend)}</p>
        {hasRiskData(report) && (
          <TrendChart
            title="Risk score, last 30 days"
            pointLabels={riskTrend.map((point) => formatShortDate(point.at))}
            series={[
              {
                key: 'risk',
                label: 'Risk score (0-100)',
                color: theme.colors.danger,
                values: riskTrend.map((point) => point.riskScore),
                format: String,
              },
            ]}
            leftAxis={{ domain: [0, 100], label: 'Score' }}
            height={180}
          />
        )}
      </Trend>
    </Summary>
  );
}

function ConcernsAndScores({ report }: { report: RiskReport }) {
  const { primaryConcerns, exerciseRiskScores } = report.riskProfile;
  return (
    <Columns>
      <TitledLines title="Primary concerns" lines={primaryConcerns} empty="None right now." />
      <div>
        <SubHeading>Risk by exercise</SubHeading>
        <FactTiles $minWidth={120}>
          {(['squat', 'deadlift'] as const).map((exercise) => (
            <div key={exercise}>
              <dt>{formatExercise(exercise)}</dt>
              <dd>{exerciseRiskScores[exercise] ?? 0} / 100</dd>
            </div>
          ))}
        </FactTiles>
      </div>
    </Columns>
  );
}

export interface RiskAssessmentProps {
  risk: Read<RiskReport>;
  onStartFormCheck: () => void;
  picture: SafetyPictureProps;
}

/** The Risk assessment section. */
export function RiskAssessment({ risk, onStartFormCheck, picture }: RiskAssessmentProps) {
  return (
    <SectionFrame
      title="Risk assessment"
      target="risk-assessment"
      description="Weighed from the risks found in your tracked sets: recent and severe ones count most, and each fades over 30 days."
    >
      <ReadState read={risk} what="your risk assessment">
        {(report) => (
          <>
            <RiskSummary report={report} />
            {hasRiskData(report) ? (
              <ConcernsAndScores report={report} />
            ) : (
              <EmptyNote
                action={
                  <Button type="button" $size="sm" onClick={onStartFormCheck}>
                    Start a form check
                  </Button>
                }
              >
                No risks recorded in the last 30 days. Your assessment comes from the squats and
                deadlifts RepWise tracks: do a form check, or switch on AI tracking in a workout.
              </EmptyNote>
            )}
          </>
        )}
      </ReadState>
      <SafetyPicture {...picture} />
    </SectionFrame>
  );
}
