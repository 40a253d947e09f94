import { tourTarget, type RemoteAppProps } from '@repwise/contracts';
import {
  exerciseCategories,
  libraryDifficultyFilters,
  type ExerciseCategory,
} from '@repwise/contracts/workouts';
import { EmptyState, LoadingState, Muted, SectionCard, TextField } from '@repwise/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { describeError } from '../../api/api-errors';
import { useExercises } from '../../api/use-insights';
import { buildActiveWorkoutPath } from '../../shared/model/app-paths';
import { formatEnumLabel } from '../../shared/model/format';
import { CardGrid } from '../../shared/ui/layout';
import { ErrorCard, RetryButton } from '../../shared/ui/status-views';
import { ToggleButtons } from '../../shared/ui/toggle-buttons';
import { ExerciseCard } from './exercise-card';
import { useFavourites } from './use-favourites';

type DifficultyFilter = (typeof libraryDifficultyFilters)[number];

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const searchDelayMs = 300;

/**
 * The workout library (spec 03 §2): search, category and difficulty filters (clicking the active
 * one clears it), exercise cards; Start Workout runs a guided workout of that exercise.
 */
export function LibraryView({ navigate }: Pick<RemoteAppProps, 'navigate'>) {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<ExerciseCategory | null>(null);
  const [difficulty, setDifficulty] = useState<DifficultyFilter | null>(null);
  const { favourites, toggleFavourite } = useFavourites();
  const exercises = useExercises({
    category: category ?? undefined,
    difficulty: difficulty ?? undefined,
    search: search || undefined,
    limit: 60,
  });

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(searchText.trim()), searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const page = exercises.data;
  return (
    <SectionCard title="Workout Library" {...tourTarget('workout-library')}>
      <Filters>
        <TextField
          label="Search exercises"
          type="search"
          value={searchText}
          placeholder="Name, muscle group or description"
          onChange={(event) => setSearchText(event.target.value)}
        />
        <ToggleButtons
          label="Category"
          options={exerciseCategories}
          value={category}
          onChange={setCategory}
        />
        <ToggleButtons
          label="Difficulty"
          options={libraryDifficultyFilters}
          value={difficulty}
          onChange={setDifficulty}
        />
      </Filters>
      {!page && exercises.isLoading ? (
        <LoadingState text="Loading exercises..." />
      ) : exercises.error && !page ? (
        <ErrorCard
          title="Something went wrong"
          message={describeError(exercises.error, 'Failed to fetch exercises')}
          actions={<RetryButton onClick={() => void exercises.mutate()} />}
        />
      ) : !page || page.exercises.length === 0 ? (
        <EmptyState title="No workouts found" description="Try another search or clear a filter." />
      ) : (
        <>
          <Muted role="status">
            {page.total} {page.total === 1 ? 'exercise' : 'exercises'}
            {category ? ` · ${formatEnumLabel(category)}` : ''}
            {difficulty ? ` · ${formatEnumLabel(difficulty)}` : ''}
            {favourites.size > 0 ? ` · ${favourites.size} favourites` : ''}
          </Muted>
          <CardGrid $minPx={260}>
            {page.exercises.map((exercise) => (
              <ExerciseCard
                key={exercise.id}
                exercise={exercise}
                isFavourite={favourites.has(exercise.id)}
                onToggleFavourite={() => toggleFavourite(exercise.id)}
                onStart={() => navigate(buildActiveWorkoutPath({ exerciseId: exercise.id }))}
              />
            ))}
          </CardGrid>
        </>
      )}
    </SectionCard>
  );
}
