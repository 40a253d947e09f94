// Form history: per exercise, average and best form and consistency session by session (a visx
// chart with its numbers as a table), the timeframe's metrics with plateau and injury risk,
// personal records and milestones (spec 03 §3 progress metrics and summary; §9 timeframes).
import type {
  ExerciseFormHistoryDto,
  MilestoneDto,
  PersonalRecordDto,
  ProgressMetricsDto,
  ProgressTimeframeDto,
} from '@repwise/contracts/pose';
import { Badge, Button, FactTiles } from '@repwise/ui';
import styled, { useTheme } from 'styled-components';
import type { FormProgress } from '../api/safety-api';
import { TrendChart } from '../charts/trend-chart';
import {
  formatDate,
  formatLevel,
  formatPercent,
  formatScore,
  formatShortDate,
  formatTrend,
  levelTone,
  timeframeOptions,
} from '../model/safety-format';
import {
  Columns,
  EmptyNote,
  MutedText,
  ReadState,
  SectionFrame,
  SubHeading,
  TextList,
  TitledLines,
  type Read,
} from './section-frame';

const Timeframes = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const Exercise = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const Risks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
`;

function ExerciseHistory({
  history,
  metrics,
  records,
  milestones,
}: {
  history: ExerciseFormHistoryDto;
  metrics: ProgressMetricsDto | undefined;
  records: PersonalRecordDto[];
  milestones: MilestoneDto[];
}) {
  const theme = useTheme();
  const { exerciseName, points } = history;
  return (
    <Exercise aria-label={`${exerciseName} form history`}>
      <h3>{exerciseName}</h3>
      {metrics && (
        <FactTiles $minWidth={130}>
          <div>
            <dt>Sessions</dt>
            <dd>{metrics.totalSessions}</dd>
          </div>
          <div>
            <dt>Reps</dt>
            <dd>{metrics.totalReps}</dd>
          </div>
          <div>
            <dt>Average form</dt>
            <dd>{formatScore(metrics.averageFormScore)}</dd>
          </div>
          <div>
            <dt>Form trend</dt>
            <dd>{formatTrend(metrics.formTrend)}</dd>
          </div>
          <div>
            <dt>Consistency trend</dt>
            <dd>{formatTrend(metrics.consistencyTrend)}</dd>
          </div>
          <div>
            <dt>Change per session</dt>
            <dd>
              {metrics.improvementRate > 0 ? '+' : ''}
              {metrics.improvementRate} points
            </dd>
          </div>
        </FactTiles>
      )}
      {metrics && (
        <Risks>
          <span>
            Plateau risk{' '}
            <Badge $tone={levelTone(metrics.plateauRisk)}>{formatLevel(metrics.plateauRisk)}</Badge>
          </span>
          <span>
            Injury risk{' '}
            <Badge $tone={levelTone(metrics.injuryRisk)}>{formatLevel(metrics.injuryRisk)}</Badge>
          </span>
        </Risks>
      )}
      <TrendChart
        title={`${exerciseName}: form by session`}
        pointLabels={points.map((point) => formatShortDate(point.date))}
        series={[
          {
            key: 'average',
            label: 'Average form (1-10)',
            color: theme.colors.primary,
            values: points.map((point) => point.averageFormScore),
            format: formatScore,
          },
          {
            key: 'best',
            label: 'Best form (1-10)',
            color: theme.colors.accent,
            values: points.map((point) => point.bestFormScore),
            format: formatScore,
          },
          {
            key: 'consistency',
            label: 'Consistency (%)',
            color: theme.colors.warning,
            values: points.map((point) => point.formConsistency),
            axis: 'right',
            format: formatPercent,
          },
        ]}
        leftAxis={{ domain: [0, 10], label: 'Form' }}
        rightAxis={{ domain: [0, 1], label: '%', format: formatPercent }}
      />
      <Columns>
        <div>
          <SubHeading>Personal records</SubHeading>
          {records.length > 0 ? (
            <TextList>
              {records.map((record) => (
                <li key={record.id}>
                  {record.metric === 'form_score'
                    ? `Best form ${formatScore(record.value)}`
                    : `Best consistency ${formatPercent(record.value)}`}{' '}
                  on {formatDate(record.achievedAt)}
                </li>
              ))}
            </TextList>
          ) : (
            <MutedText>None yet.</MutedText>
          )}
        </div>
        <div>
          <SubHeading>Milestones</SubHeading>
          {milestones.length > 0 ? (
            <TextList>
              {milestones.map((milestone) => (
                <li key={milestone.id}>
                  <strong>{milestone.title}</strong>, {formatDate(milestone.achievedAt)}:{' '}
                  {milestone.description}
                </li>
              ))}
            </TextList>
          ) : (
            <MutedText>None yet.</MutedText>
          )}
        </div>
        <TitledLines title="Next steps" lines={metrics?.recommendations ?? []} />
      </Columns>
    </Exercise>
  );
}

export interface FormHistoryProps {
  progress: Read<FormProgress>;
  timeframe: ProgressTimeframeDto;
  onTimeframeChange: (timeframe: ProgressTimeframeDto) => void;
  onStartFormCheck: () => void;
}

/** The Form history section. */
export function FormHistory({
  progress,
  timeframe,
  onTimeframeChange,
  onStartFormCheck,
}: FormHistoryProps) {
  const selector = (
    <Timeframes role="radiogroup" aria-label="Timeframe">
      {timeframeOptions.map((option) => (
        <Button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={timeframe === option.value}
          $variant={timeframe === option.value ? 'primary' : 'secondary'}
          $size="sm"
          onClick={() => onTimeframeChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </Timeframes>
  );
  return (
    <SectionFrame
      anchor="form-history"
      title="Form history"
      actions={selector}
      description="Your squat and deadlift form session by session, from workouts tracked with AI and from form checks."
    >
      <ReadState read={progress} what="your form history">
        {({ formHistory, metrics, personalRecords, milestones }) =>
          formHistory.length === 0 ? (
            <EmptyNote
              action={
                <Button type="button" $size="sm" onClick={onStartFormCheck}>
                  Start a form check
                </Button>
              }
            >
              No form history in this timeframe. Do a form check, or switch on AI tracking for
              squats or deadlifts in a workout, and your form scores appear here.
            </EmptyNote>
          ) : (
            formHistory.map((history) => (
              <ExerciseHistory
                key={history.exerciseName}
                history={history}
                metrics={metrics.find((m) => m.exerciseName === history.exerciseName)}
                records={personalRecords.filter((r) => r.exercise === history.exerciseName)}
                milestones={milestones.filter((m) => m.exercise === history.exerciseName)}
              />
            ))
          )
        }
      </ReadState>
    </SectionFrame>
  );
}
