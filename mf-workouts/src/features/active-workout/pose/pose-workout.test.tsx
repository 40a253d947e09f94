import type { PoseExerciseResult } from '@repwise/contracts/pose';
import {
  installFakeApi,
  ok,
  renderRoot,
  type FakeAnswer,
  type FakeCall,
} from '@repwise/federation/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildPoseModification,
  buildPosePlan,
  installFakePoseRemote,
  remotesJsonRoute,
} from '../../../testing/fake-pose-remote';
import { buildCatalogueExercise } from '../../../testing/workout-fixtures';
import { WorkoutsRoot } from '../../../workouts-root';

afterEach(() => {
  vi.unstubAllGlobals();
});

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const aiSwitch = () => screen.getByRole('switch', { name: 'AI form tracking' });
const poseCalls = (calls: FakeCall[]) => calls.filter((c) => c.path.startsWith('/workouts/pose'));

function squatResult(overrides: Partial<PoseExerciseResult> = {}): PoseExerciseResult {
  return {
    exerciseName: 'Squats',
    sets: [
      {
        setNumber: 1,
        reps: 3,
        formScores: [7, 8, 7],
        averageFormScore: 7.3,
        duration: 20,
      },
    ],
    averageFormScore: 7.3,
    bestFormScore: 8,
    worstFormScore: 7,
    totalReps: 3,
    formConsistency: 0.9,
    safetyIssues: [],
    improvements: [],
    concerns: [],
    ...overrides,
  };
}

const regression = buildPoseModification();
const mobility = buildPoseModification({ type: 'mobility', priority: 'low' });
const consistency = buildPoseModification({ type: 'consistency', priority: 'medium' });

/** The built-in workout at its Squats (exercise 3 of 4), with the pose API answering `routes`. */
function openSquats(routes: Record<string, FakeAnswer> = {}) {
  const api = installFakeApi({
    ...remotesJsonRoute,
    'GET /workouts/pose/adaptive-plan': ok({ adaptivePlan: buildPosePlan([regression, mobility]) }),
    ...routes,
  });
  const view = renderRoot(WorkoutsRoot, '/app/workout?view=active');
  for (let set = 0; set < 6; set += 1) {
    click('Mark Set Complete');
    if (set % 3 < 2) click('Skip Rest');
  }
  expect(screen.getByRole('heading', { name: 'Squats' })).toBeInTheDocument();
  return { ...api, ...view };
}

describe('AI form tracking in the active workout', () => {
  it('with AI off runs the workout as before: no panel, no Adapt, no pose calls', () => {
    const runtime = installFakePoseRemote();
    const { calls } = openSquats();

    expect(aiSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('button', { name: /^Adapt/ })).toBeNull();
    click('Mark Set Complete');
    click('Skip Rest');
    expect(screen.getByText('Set 2/3')).toBeInTheDocument();

    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(poseCalls(calls)).toEqual([]);
  });

  it('AI on loads the squat panel from mf_pose with the set’s target and shows Adapt’s count', async () => {
    const runtime = installFakePoseRemote();
    openSquats();

    fireEvent.click(aiSwitch());

    expect(aiSwitch()).toHaveAttribute('aria-checked', 'true');
    const panel = await screen.findByRole('region', { name: 'Fake squat panel' });
    expect(panel).toHaveTextContent('Set 1, target 15, 0 reps, session given, light theme');
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_pose', entry: 'http://pose.test/remoteEntry.js', type: 'module' }],
      { force: false },
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_pose/squat-panel');
    expect(
      await screen.findByRole('button', { name: 'Adapt: 2 recommendations' }),
    ).toHaveTextContent('Adapt 2');
    // The plan the user already had is not news: the panel stays closed until asked for.
    expect(screen.queryByRole('dialog', { name: 'Adaptive plan' })).toBeNull();
  });

  it('logs a counted set once and opens the plan when the answer brings a new recommendation', async () => {
    installFakePoseRemote();
    const { calls } = openSquats({
      'POST /workouts/pose/sets': ok(
        {
          exerciseResult: squatResult(),
          adaptivePlan: buildPosePlan([regression, consistency, mobility]),
          riskFactors: [],
          alerts: [],
        },
        201,
      ),
    });
    fireEvent.click(aiSwitch());
    await screen.findByRole('region', { name: 'Fake squat panel' });
    await screen.findByRole('button', { name: 'Adapt: 2 recommendations' });

    click('Count a rep');
    click('Count a rep');
    click('Count a rep');
    click('Mark Set Complete');

    const dialog = await screen.findByRole('dialog', { name: 'Adaptive plan' });
    expect(await within(dialog).findByText('Squats consistency')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST' && c.path === '/workouts/pose/sets');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
      exercise: 'squat',
      setNumber: 1,
      reps: 3,
      formScores: [7, 8, 7],
      planned: { exerciseId: 'squats', sets: 3, reps: 15, restSeconds: 60 },
      userProfile: { name: 'Ada', fitnessLevel: 'INTERMEDIATE' },
    });

    click('Close plan');
    expect(screen.queryByRole('dialog')).toBeNull();
    click('Skip Rest');
    expect(screen.getByRole('button', { name: 'Adapt: 3 recommendations' })).toBeInTheDocument();
  });

  it('a set without counted reps logs nothing and refreshes the plan', async () => {
    installFakePoseRemote();
    let plans = 0;
    const { calls } = openSquats({
      'GET /workouts/pose/adaptive-plan': () => {
        plans += 1;
        return ok({ adaptivePlan: buildPosePlan(plans === 1 ? [] : [regression]) });
      },
    });
    fireEvent.click(aiSwitch());
    await screen.findByRole('button', { name: 'Adapt: 0 recommendations' });

    click('Mark Set Complete');

    expect(await screen.findByRole('dialog', { name: 'Adaptive plan' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/workouts/pose/sets')).toEqual([]);
    expect(calls.filter((c) => c.path.startsWith('/workouts/pose/adaptive-plan'))).toHaveLength(2);
    expect(calls.at(-1)?.path).toMatch(/^\/workouts\/pose\/adaptive-plan\?sessionId=/);
  });

  it('Apply resolves the recommendation on the server and changes the rest of the exercise', async () => {
    installFakePoseRemote();
    const { calls, props } = openSquats({
      'POST /workouts/pose/modifications/squats.regression/apply': ok({
        modification: { id: 'squats.regression', status: 'applied', resolvedAt: 1 },
        adaptivePlan: buildPosePlan([mobility]),
      }),
    });
    fireEvent.click(aiSwitch());
    fireEvent.click(await screen.findByRole('button', { name: 'Adapt: 2 recommendations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adaptive plan' });

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Apply regression' }));

    await waitFor(() => expect(within(dialog).queryByText('Squats regression')).toBeNull());
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/workouts/pose/modifications/squats.regression/apply',
      body: { sessionId: expect.any(String) },
    });
    expect(props.notify).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Workout adapted',
        description: 'Squats: 2 sets × 12 reps, 90 s rest',
      }),
    );
    click('Close plan');
    expect(screen.getByText('Set 1/2')).toBeInTheDocument();
    expect(screen.getByText('12 reps')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adapt: 1 recommendation' })).toBeInTheDocument();
  });

  it('a failed Dismiss leaves the recommendation and says why', async () => {
    installFakePoseRemote();
    openSquats({
      'POST /workouts/pose/modifications/squats.mobility/dismiss': {
        status: 404,
        body: {
          error: { code: 'RESOURCE_NOT_FOUND', message: 'Modification not found', details: [] },
        },
      },
    });
    fireEvent.click(aiSwitch());
    fireEvent.click(await screen.findByRole('button', { name: 'Adapt: 2 recommendations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adaptive plan' });

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Dismiss mobility' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Modification not found');
    expect(within(dialog).getByText('Squats mobility')).toBeInTheDocument();
  });

  it('warns at once about a high-risk movement the panel detects', async () => {
    installFakePoseRemote();
    const { props } = openSquats();
    fireEvent.click(aiSwitch());
    await screen.findByRole('region', { name: 'Fake squat panel' });

    click('Raise a risk');
    click('Raise a risk');

    expect(props.notify).toHaveBeenCalledTimes(1);
    expect(props.notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Form warning', description: 'Knees are caving in.' }),
    );
  });

  it('when mf-pose cannot load, says so with Try again and the workout carries on', async () => {
    const runtime = installFakePoseRemote({ failLoads: 1 });
    openSquats();
    fireEvent.click(aiSwitch());

    const card = await screen.findByRole('alert', { name: 'Form tracking is unavailable' });
    expect(card).toHaveTextContent('Failed to fetch dynamically imported module');
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('region', { name: 'Fake squat panel' })).toBeInTheDocument();
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_pose', entry: 'http://pose.test/remoteEntry.js?attempt=1', type: 'module' }],
      { force: true },
    );
    click('Mark Set Complete');
    expect(screen.getByRole('heading', { name: 'Rest' })).toBeInTheDocument();
  });

  it('finishing a tracked workout adds it to the progress tracker and shows the form results', async () => {
    installFakePoseRemote();
    const result = squatResult({ exerciseName: 'Squats' });
    const { calls } = installFakeApi({
      ...remotesJsonRoute,
      'GET /workouts/exercises/goblet-squat': ok({ exercise: buildCatalogueExercise() }),
      'GET /workouts/pose/adaptive-plan': ok({ adaptivePlan: buildPosePlan() }),
      'POST /workouts/pose/sets': ok({
        exerciseResult: result,
        adaptivePlan: buildPosePlan(),
        riskFactors: [],
        alerts: [],
      }),
      'POST /workouts/pose/sessions': ok(
        {
          session: {
            id: 'x',
            date: 1,
            exercises: [result],
            totalDuration: 60,
            overallScore: 7.3,
            userId: 'user-1',
          },
          newRecords: [
            {
              id: 'r1',
              exercise: 'Squats',
              metric: 'form_score',
              value: 7.3,
              achievedAt: 1,
              sessionId: 'x',
              previousRecord: null,
              improvement: null,
            },
          ],
          newMilestones: [],
          adaptivePlan: buildPosePlan(),
        },
        201,
      ),
    });
    renderRoot(WorkoutsRoot, '/app/workout?view=active&exercise=goblet-squat');
    await screen.findByRole('heading', { name: 'Goblet Squat' });
    fireEvent.click(aiSwitch());
    for (let set = 1; set <= 3; set += 1) {
      await screen.findByText(`Set ${set}, target 12, 0 reps, session given, light theme`);
      click('Count a rep');
      click('Mark Set Complete');
      if (set < 3) click('Skip Rest');
    }

    const tracked = await screen.findByRole('region', { name: 'AI form tracking' });
    expect(await within(tracked).findByText('Added to your form progress.')).toBeInTheDocument();
    expect(within(tracked).getByText('Form average').nextElementSibling).toHaveTextContent(
      '7.3/10',
    );
    expect(within(tracked).getByText('Best').nextElementSibling).toHaveTextContent('8.0/10');
    expect(within(tracked).getByText('Consistency').nextElementSibling).toHaveTextContent('90%');
    expect(within(tracked).getByText('Squats: form 7.3/10')).toBeInTheDocument();
    const setPosts = calls.filter((c) => c.path === '/workouts/pose/sets');
    expect(setPosts.map((c) => (c.body as { setNumber: number }).setNumber)).toEqual([1, 2, 3]);
    const finish = calls.filter((c) => c.path === '/workouts/pose/sessions');
    expect(finish).toHaveLength(1);
    expect(finish[0]?.body).toMatchObject({
      sessionId: expect.any(String),
      totalDuration: expect.any(Number),
    });
    // Every set was logged before the session was finished.
    expect(calls.indexOf(finish[0] as FakeCall)).toBeGreaterThan(
      calls.indexOf(setPosts[2] as FakeCall),
    );
  });
});
