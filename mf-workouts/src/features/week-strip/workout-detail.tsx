import type { DayWorkout, PlanExercise, RoutineItem } from '@repwise/contracts/workouts';
import { Badge, Muted, SectionCard, type TabItem, Tabs } from '@repwise/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { IntensityBadge } from '../../shared/ui/intensity-badge';
import { ExerciseFacts } from '../daily-tracker/exercise-facts';

/** The detail's filter tabs (spec 03 §2), in order. */
export const detailFilters = ['All', 'warmup', 'exercises', 'cooldown'] as const;
/** A detail filter. */
export type DetailFilter = (typeof detailFilters)[number];

const DetailTabs = styled.div`
  [role='tab'] {
    text-transform: capitalize;
  }
`;

const detailTabs: readonly TabItem<DetailFilter>[] = detailFilters.map((filter) => ({
  id: filter,
  label: filter,
}));

const Group = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  strong {
    font-weight: 600;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

function RoutineGroup({ title, items }: { title: string; items: readonly RoutineItem[] }) {
  return (
    <Group aria-label={title}>
      <h3>{title}</h3>
      {items.length === 0 ? (
        <Muted>Nothing planned.</Muted>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.name}>
              <strong>
                {item.name} · {item.duration}s
              </strong>
              <Muted>{item.description}</Muted>
            </li>
          ))}
        </ul>
      )}
    </Group>
  );
}

function ExerciseGroup({ exercises }: { exercises: readonly PlanExercise[] }) {
  return (
    <Group aria-label="Exercises">
      <h3>Exercises</h3>
      <ul>
        {exercises.map((exercise) => (
          <li key={exercise.exerciseId}>
            <strong>{exercise.name}</strong>
            <ExerciseFacts exercise={exercise} />
            {exercise.description && <Muted>{exercise.description}</Muted>}
            {exercise.formCues.length > 0 && <Muted>Form: {exercise.formCues.join(' · ')}</Muted>}
            {exercise.modifications.length > 0 && (
              <Muted>Easier: {exercise.modifications.join(' · ')}</Muted>
            )}
            {exercise.safetyNotes.length > 0 && (
              <Muted>Safety: {exercise.safetyNotes.join(' · ')}</Muted>
            )}
          </li>
        ))}
      </ul>
    </Group>
  );
}

/** A day's workout with filter tabs All, warmup, exercises, cooldown (spec 03 §2); arrow keys, Home and End move between tabs. */
export function WorkoutDetail({ workout }: { workout: DayWorkout }) {
  const [filter, setFilter] = useState<DetailFilter>('All');
  const isShown = (group: DetailFilter) => filter === 'All' || filter === group;
  return (
    <SectionCard
      title={`${workout.day}: ${workout.name}`}
      aside={
        <Meta>
          <Badge>{workout.type}</Badge>
          <Badge>{workout.duration} min</Badge>
          <IntensityBadge intensity={workout.intensity} />
        </Meta>
      }
    >
      {workout.notes && <Muted>{workout.notes}</Muted>}
      <DetailTabs>
        <Tabs label="Workout sections" tabs={detailTabs} selected={filter} onSelect={setFilter}>
          <Group as="div" style={{ gap: 16 }}>
            {isShown('warmup') && <RoutineGroup title="Warm-up" items={workout.warmup} />}
            {isShown('exercises') && <ExerciseGroup exercises={workout.exercises} />}
            {isShown('cooldown') && <RoutineGroup title="Cool-down" items={workout.cooldown} />}
          </Group>
        </Tabs>
      </DetailTabs>
    </SectionCard>
  );
}
