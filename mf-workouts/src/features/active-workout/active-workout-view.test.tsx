import { renderRoot } from '@repwise/federation/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, ok } from '../../testing/fake-api';
import { buildCatalogueExercise } from '../../testing/workout-fixtures';
import { WorkoutsRoot } from '../../workouts-root';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

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
});
