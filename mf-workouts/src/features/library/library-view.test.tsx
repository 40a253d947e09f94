import { installFakeApi, ok, renderRoot } from '@repwise/federation/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCatalogueExercise } from '../../testing/workout-fixtures';
import { WorkoutsRoot } from '../../workouts-root';
import { summarizeMuscleGroups } from './exercise-card';

afterEach(() => vi.unstubAllGlobals());

function lastExerciseQuery(calls: { path: string }[]) {
  const call = calls.filter((candidate) => candidate.path.startsWith('/workouts/exercises')).at(-1);
  return new URL(call?.path ?? '/', 'http://localhost').searchParams;
}

describe('LibraryView', () => {
  it('filters by category and difficulty, and clicking the active filter clears it', async () => {
    const { calls } = installFakeApi({
      'GET /workouts/exercises': ok({
        exercises: [buildCatalogueExercise()],
        total: 1,
        limit: 60,
        offset: 0,
      }),
    });
    const { props } = renderRoot(WorkoutsRoot, '/app/workout?view=library');
    const card = await screen.findByRole('article', { name: 'Goblet Squat' });
    expect(card).toHaveTextContent('3 instruction steps');
    expect(card).toHaveTextContent('+2 more');
    expect(
      within(within(card).getByRole('list', { name: 'Common mistakes' })).getAllByRole('listitem'),
    ).toHaveLength(1);

    const user = userEvent.setup();
    const cardio = screen.getByRole('button', { name: 'CARDIO' });
    await user.click(cardio);
    expect(cardio).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastExerciseQuery(calls).get('category')).toBe('CARDIO'));

    await user.click(screen.getByRole('button', { name: 'HARD' }));
    await waitFor(() => expect(lastExerciseQuery(calls).get('difficulty')).toBe('HARD'));

    await user.click(cardio);
    expect(cardio).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(lastExerciseQuery(calls).get('category')).toBeNull());
    expect(lastExerciseQuery(calls).get('difficulty')).toBe('HARD');

    await user.click(screen.getByRole('button', { name: 'Favourite Goblet Squat' }));
    expect(screen.getByRole('button', { name: 'Favourite Goblet Squat' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Start Workout: Goblet Squat' }));
    expect(props.navigate).toHaveBeenCalledWith('/app/workout?view=active&exercise=goblet-squat');
  });

  it('searches after typing stops and shows the empty state when nothing matches', async () => {
    const { calls } = installFakeApi({
      'GET /workouts/exercises': (call) =>
        ok({
          exercises: call.path.includes('search=') ? [] : [buildCatalogueExercise()],
          total: call.path.includes('search=') ? 0 : 1,
          limit: 60,
          offset: 0,
        }),
    });
    renderRoot(WorkoutsRoot, '/app/workout?view=library');
    await screen.findByRole('article', { name: 'Goblet Squat' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search exercises' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No workouts found' })).toBeInTheDocument();
    expect(lastExerciseQuery(calls).get('search')).toBe('zzz');
  });
});

describe('summarizeMuscleGroups', () => {
  it('keeps up to three groups and counts the rest', () => {
    expect(summarizeMuscleGroups(['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(summarizeMuscleGroups(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c', '+1 more']);
  });
});
