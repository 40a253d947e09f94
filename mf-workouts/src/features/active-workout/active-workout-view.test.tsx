import { coachWorkoutQueryParam, type StartCoachWorkout } from '@repwise/contracts/coach';
import { installFakeApi, ok, renderRoot } from '@repwise/federation/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildCatalogueExercise,
  buildDayWorkout,
  buildPlan,
  buildPlanExercise,
  buildWeeklyPlan,
} from '../../testing/workout-fixtures';
import { buildActiveWorkoutPath } from '../../shared/model/app-paths';
import { WorkoutsRoot } from '../../workouts-root';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** A workout the AI coach composed, as Start this workout hands it over. */
const coachWorkout: StartCoachWorkout = {
  name: '15-Minute Bodyweight Session',
  exercises: [
    { exerciseId: 'burpee', name: 'Burpee', sets: 3, reps: 10, duration: null, rest: 45 },
    { exerciseId: 'plank', name: 'Plank Hold', sets: 2, reps: null, duration: 30, rest: 0 },
  ],
  notes: ['No equipment needed', 'Nothing on the floor'],
};

function recordedSession(call: { body: unknown }) {
  return ok(
    {
      session: {
        id: 's1',
        planId: null,
        name: 'Session',
        duration: 1,
        exercises: [],
        notes: null,
        caloriesBurned: 10,
        perceivedExertion: 5,
        source: 'session',
        week: null,
        day: null,
        performedAt: '2026-11-18T10:00:00.000Z',
        createdAt: '2026-11-18T10:00:00.000Z',
        ...(call.body as object),
      },
    },
    201,
  );
}

describe('ActiveWorkoutView', () => {
  it('runs the built-in workout: set progress, a rest that pauses, resumes and is skipped', () => {
    vi.useFakeTimers();
    installFakeApi({});
    renderRoot(WorkoutsRoot, '/app/workout?view=active');
    expect(screen.getByText('Exercise 1 of 4')).toBeInTheDocument();
    expect(screen.getByText('Set 1/3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Push-ups' })).toBeInTheDocument();
    expect(screen.getByText('12 reps')).toBeInTheDocument();

    click('Mark Set Complete');
    expect(screen.getByRole('heading', { name: 'Rest' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:57');
    click('Pause Rest');
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:57');
    click('Resume Rest');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:56');

    click('Skip Rest');
    expect(screen.getByText('Set 2/3')).toBeInTheDocument();
    click('Mark Set Complete');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Set 3/3')).toBeInTheDocument();
    click('Mark Set Complete');
    expect(screen.getByText('Exercise 2 of 4')).toBeInTheDocument();
    expect(screen.getByText('Set 1/3')).toBeInTheDocument();
  });

  it("shows a plan day's notes: the day's, and each exercise's under its name, in its rest and in the overview", async () => {
    const seated = 'Every exercise is done seated.';
    installFakeApi({
      'GET /workouts/weekly-workouts/active': ok({
        plan: buildPlan(),
        weeklyPlan: buildWeeklyPlan({
          workouts: [
            buildDayWorkout({
              notes: `Upper-body strength. ${seated}`,
              exercises: [
                buildPlanExercise({
                  exerciseId: 'band-hold',
                  name: 'Standing Band Anti-Rotation Hold',
                  notes: 'Do it seated.',
                }),
                buildPlanExercise({ exerciseId: 'curl', name: 'Dumbbell Curl', notes: '' }),
              ],
            }),
          ],
        }),
      }),
    });
    renderRoot(WorkoutsRoot, buildActiveWorkoutPath({ week: 1, day: 1 }));

    const card = await screen.findByRole('region', { name: 'Standing Band Anti-Rotation Hold' });
    const notes = screen.getAllByRole('note');
    expect(notes.map((note) => note.textContent)).toEqual([
      `About this workout: Upper-body strength. ${seated}`,
      'Note: Do it seated.',
    ]);
    expect(card).toContainElement(notes[1] ?? null);
    const overview = screen.getByRole('region', { name: 'Workout Overview' });
    expect(overview).toHaveTextContent('Do it seated.');

    click('Mark Set Complete');
    expect(screen.getByRole('region', { name: 'Rest' })).toHaveTextContent('Note: Do it seated.');
    click('Skip Rest');
    click('Mark Set Complete');
    click('Skip Rest');
    click('Mark Set Complete');
    // The next exercise has no note: only the day's stays.
    expect(screen.getByRole('heading', { name: 'Dumbbell Curl' })).toBeInTheDocument();
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual([
      `About this workout: Upper-body strength. ${seated}`,
    ]);
  });

  it('counts a timed set down with start, pause and reset, stopping at zero', () => {
    vi.useFakeTimers();
    installFakeApi({});
    renderRoot(WorkoutsRoot, '/app/workout?view=active');
    for (let set = 0; set < 3; set += 1) {
      click('Mark Set Complete');
      if (set < 2) click('Skip Rest');
    }
    expect(screen.getByRole('heading', { name: 'Plank Hold' })).toBeInTheDocument();
    const timer = () => screen.getByRole('timer');
    expect(timer()).toHaveTextContent('0:30');
    click('Start Timer');
    act(() => vi.advanceTimersByTime(10_000));
    expect(timer()).toHaveTextContent('0:20');
    click('Pause Timer');
    act(() => vi.advanceTimersByTime(10_000));
    expect(timer()).toHaveTextContent('0:20');
    click('Reset Timer');
    expect(timer()).toHaveTextContent('0:30');
    click('Start Timer');
    act(() => vi.advanceTimersByTime(45_000));
    expect(timer()).toHaveTextContent('0:00');
    expect(screen.getByRole('button', { name: 'Start Timer' })).toBeDisabled();
    expect(screen.getByText('Time! Mark the set complete.')).toBeInTheDocument();
  });

  it('records a library exercise workout once and shows the completion screen', async () => {
    const { calls } = installFakeApi({
      'GET /workouts/exercises/goblet-squat': ok({ exercise: buildCatalogueExercise() }),
      'POST /workouts/sessions': (call) =>
        ok(
          {
            session: {
              id: 's1',
              planId: null,
              name: 'Goblet Squat',
              duration: 1,
              exercises: [],
              notes: null,
              caloriesBurned: 10,
              perceivedExertion: 5,
              source: 'session',
              week: null,
              day: null,
              performedAt: '2026-11-18T10:00:00.000Z',
              createdAt: '2026-11-18T10:00:00.000Z',
              ...(call.body as object),
            },
          },
          201,
        ),
    });
    const { props } = renderRoot(WorkoutsRoot, '/app/workout?view=active&exercise=goblet-squat');
    await screen.findByRole('heading', { name: 'Goblet Squat' });
    click('Mark Set Complete');
    click('Skip Rest');
    click('Mark Set Complete');
    click('Skip Rest');
    click('Mark Set Complete');

    expect(screen.getByRole('heading', { name: 'Workout Complete!' })).toBeInTheDocument();
    expect(await screen.findByText('Saved to your workout history.')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      name: 'Goblet Squat',
      duration: 1,
      exercises: [{ exerciseId: 'goblet-squat', sets: 3, reps: 12 }],
      clientId: expect.any(String),
    });
    expect(screen.getByText('Total sets').nextElementSibling).toHaveTextContent('3');

    click('Return to Overview');
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/app/workout'));
  });

  it("runs a workout the coach composed: exactly its exercises, catalogue instructions, the card's notes, one recorded session", async () => {
    const { calls } = installFakeApi({
      'GET /workouts/exercises/burpee': ok({
        exercise: buildCatalogueExercise({
          id: 'burpee',
          name: 'Burpee',
          instructions: ['Squat and place hands on the floor.', 'Jump the feet back to a plank.'],
        }),
      }),
      // The plank's entry cannot be read: it runs without instructions.
      'GET /workouts/exercises/plank': { status: 500, body: { error: { code: 'INTERNAL_ERROR' } } },
      'POST /workouts/sessions': recordedSession,
    });
    const { props } = renderRoot(WorkoutsRoot, buildActiveWorkoutPath({ coachWorkout }));
    expect(await screen.findByRole('heading', { name: 'Burpee' })).toBeInTheDocument();
    expect(screen.getByText('Exercise 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('Set 1/3')).toBeInTheDocument();
    expect(screen.getByText('10 reps')).toBeInTheDocument();
    expect(screen.getByText('Squat and place hands on the floor.')).toBeInTheDocument();
    expect(screen.queryByText('Form tracking ready')).toBeNull();
    // The card's notes are the workout's note.
    expect(screen.getByRole('note')).toHaveTextContent(
      'About this workout: No equipment needed. Nothing on the floor.',
    );
    expect(calls.filter((call) => call.method === 'GET').map((call) => call.path)).toEqual(
      expect.arrayContaining(['/workouts/exercises/burpee', '/workouts/exercises/plank']),
    );

    click('Mark Set Complete');
    expect(screen.getByRole('timer')).toHaveTextContent('0:45');
    click('Skip Rest');
    click('Mark Set Complete');
    click('Skip Rest');
    click('Mark Set Complete');
    expect(screen.getByText('Exercise 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Plank Hold' })).toBeInTheDocument();
    expect(screen.getByText('Set 1/2')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: /Plank Hold timer/ })).toHaveTextContent('0:30');
    expect(screen.getByText('Move with control and stop if anything hurts.')).toBeInTheDocument();
    // No rest between its sets.
    click('Mark Set Complete');
    expect(screen.getByText('Set 2/2')).toBeInTheDocument();
    click('Mark Set Complete');

    expect(screen.getByRole('heading', { name: 'Workout Complete!' })).toBeInTheDocument();
    expect(await screen.findByText('Saved to your workout history.')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      path: '/workouts/sessions',
      body: {
        name: '15-Minute Bodyweight Session',
        exercises: [
          { exerciseId: 'burpee', name: 'Burpee', sets: 3, reps: 10, duration: null },
          { exerciseId: 'plank', name: 'Plank Hold', sets: 2, reps: null, duration: 30 },
        ],
      },
    });
    expect(screen.getByText('Total sets').nextElementSibling).toHaveTextContent('5');
    click('Return to Overview');
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/app/workout'));
  });

  it('falls back to the built-in workout, or the library exercise, when ?coachWorkout= is malformed', async () => {
    const { calls } = installFakeApi({
      'GET /workouts/exercises/goblet-squat': ok({ exercise: buildCatalogueExercise() }),
    });
    const tampered = new URLSearchParams({
      view: 'active',
      [coachWorkoutQueryParam]: JSON.stringify({
        name: 'Tampered',
        exercises: [{ exerciseId: 'burpee', name: 'Burpee', sets: 999, reps: 10 }],
      }),
    });
    const { unmount } = renderRoot(WorkoutsRoot, `/app/workout?${tampered}`);
    expect(screen.getByText('Exercise 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Push-ups' })).toBeInTheDocument();
    unmount();

    renderRoot(
      WorkoutsRoot,
      `/app/workout?view=active&exercise=goblet-squat&${coachWorkoutQueryParam}=%7B%22name%22%3A`,
    );
    expect(await screen.findByRole('heading', { name: 'Goblet Squat' })).toBeInTheDocument();
    expect(screen.getByText('Set 1/3')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('/workouts/exercises/burpee');
  });
});
