// The completion screen's AI section: each tracked exercise's form average, best, consistency,
// reps and sets, and the personal records and milestones the session earned.
import type { PoseExerciseResult } from '@repwise/contracts/pose';
import { useId } from 'react';
import styled from 'styled-components';
import { FactGrid } from '../../../shared/ui/fact-grid';
import type { PoseSessionOutcome } from './use-pose-workout';
import { Muted } from '@repwise/ui';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h3,
  h4 {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

function ExerciseResult({ result }: { result: PoseExerciseResult }) {
  const score = (value: number) => `${value.toFixed(1)}/10`;
  return (
    <div>
      <h4>{result.exerciseName}</h4>
      <FactGrid $minPx={110} aria-label={`${result.exerciseName} form results`}>
        <div>
          <dt>Form average</dt>
          <dd>{score(result.averageFormScore)}</dd>
        </div>
        <div>
          <dt>Best</dt>
          <dd>{score(result.bestFormScore)}</dd>
        </div>
        <div>
          <dt>Consistency</dt>
          <dd>{Math.round(result.formConsistency * 100)}%</dd>
        </div>
        <div>
          <dt>Tracked reps</dt>
          <dd>{result.totalReps}</dd>
        </div>
        <div>
          <dt>Tracked sets</dt>
          <dd>{result.sets.length}</dd>
        </div>
      </FactGrid>
    </div>
  );
}

/** The AI section; `results` are the set answers so far, shown until the session's own arrive. */
export function TrackedResults({
  outcome,
  results,
}: {
  outcome: PoseSessionOutcome;
  results: readonly PoseExerciseResult[];
}) {
  const titleId = useId();
  const exercises = outcome.status === 'saved' ? outcome.session.exercises : results;
  return (
    <Section aria-labelledby={titleId}>
      <h3 id={titleId}>AI form tracking</h3>
      {exercises.map((result) => (
        <ExerciseResult key={result.exerciseName} result={result} />
      ))}
      {outcome.status === 'saving' && (
        <Muted role="status">Adding this session to your progress…</Muted>
      )}
      {outcome.status === 'failed' && <Muted role="alert">{outcome.message}</Muted>}
      {outcome.status === 'saved' && (
        <>
          <Muted role="status">Added to your form progress.</Muted>
          {outcome.newRecords.length > 0 && (
            <div>
              <h4>New personal records</h4>
              <ul>
                {outcome.newRecords.map((record) => (
                  <li key={record.id}>
                    {record.exercise}:{' '}
                    {record.metric === 'form_score'
                      ? `form ${record.value.toFixed(1)}/10`
                      : `consistency ${Math.round(record.value * 100)}%`}
                    {record.previousRecord !== null &&
                      ` (was ${
                        record.metric === 'form_score'
                          ? record.previousRecord.toFixed(1)
                          : `${Math.round(record.previousRecord * 100)}%`
                      })`}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {outcome.newMilestones.length > 0 && (
            <div>
              <h4>Milestones</h4>
              <ul>
                {outcome.newMilestones.map((milestone) => (
                  <li key={milestone.id}>
                    <strong>{milestone.title}</strong>: {milestone.description}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </Section>
  );
}
