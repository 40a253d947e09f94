import { describe, expect, it } from 'vitest';
import { buildCoachContext, fixtureCatalogue, reply } from '../coach-fixtures.test-helpers';
import { extractEntities } from '../understand/extract-entities';
import { composeWorkoutAnswer } from './compose-workout';
import { floorPositions, type ExercisePosition } from '../../workouts';

function positionsOfCard(answer: ReturnType<typeof reply>): ExercisePosition[] {
  return (answer.workout?.exercises ?? []).flatMap(
    (item) => fixtureCatalogue.find((exercise) => exercise.id === item.exerciseId)?.positions ?? [],
  );
}

describe('composeWorkoutAnswer: body positions', () => {
  it.each([
    'give me 15 min, no floor stuff my carpet is gross lol',
    'Something for 20 minutes, nothing on the floor please.',
    "20 min workout, I can't get down on the floor",
    'standing exercises only, 15 minutes',
  ])('keeps "%s" off the floor and says so', (message) => {
    const answer = reply(message, { context: buildCoachContext({ profile: null }) });
    expect(answer.workout?.exercises.length).toBeGreaterThan(0);
    expect(positionsOfCard(answer).some((position) => floorPositions.includes(position))).toBe(
      false,
    );
    expect(answer.message).toContain('All standing');
    expect(answer.message).toContain('as you asked');
  });

  it('leaves out what lies on the back in pregnancy, stated in the message or the profile', () => {
    const stated = reply('24 weeks pregnant, give me a 20 min workout', {
      context: buildCoachContext({ profile: null }),
    });
    expect(positionsOfCard(stated)).not.toContain('floor-back');
    expect(stated.message).toContain('Nothing lying flat on your back');
    const profile = buildCoachContext().profile;
    const stored = reply('give me a 20 min workout', {
      context: buildCoachContext({
        profile: profile && { ...profile, conditions: ['pregnancy'], pregnant: true },
      }),
    });
    expect(positionsOfCard(stored)).not.toContain('floor-back');
    expect(stored.workout?.notes).toContain('Nothing flat on your back');
  });

  it('composes a session asked beside a pregnancy, not the pregnancy topic', () => {
    const answer = reply(
      '15 min workout with my dumbbells? 24 wks pregnant so nothing flat on my back',
      {
        context: buildCoachContext({ profile: null }),
      },
    );
    expect(answer.intent).toBe('workout-request');
    expect(answer.workout?.exercises.length).toBeGreaterThan(0);
    expect(positionsOfCard(answer)).not.toContain('floor-back');
  });

  it('re-composes the last session within a limit stated as a follow-up, however long', () => {
    const answer = reply("nothing on the floor, i can't get up and down easily", {
      context: buildCoachContext({ profile: null }),
      history: ['can you do me a 20 min workout'],
    });
    expect(answer.workout?.minutes).toBe(20);
    expect(positionsOfCard(answer).some((position) => floorPositions.includes(position))).toBe(
      false,
    );
  });

  it('keeps the limits the message states when the request comes from elsewhere (an LLM tool call)', () => {
    const message = '20 min workout please, nothing on the floor';
    const answer = composeWorkoutAnswer({
      asked: { minutes: 20 },
      entities: extractEntities(message),
      context: buildCoachContext({ profile: null }),
      catalogue: fixtureCatalogue,
      seed: message,
    });
    const positions = (answer.workout?.exercises ?? []).flatMap(
      (item) =>
        fixtureCatalogue.find((exercise) => exercise.id === item.exerciseId)?.positions ?? [],
    );
    expect(positions.length).toBeGreaterThan(0);
    expect(positions.some((position) => floorPositions.includes(position))).toBe(false);
  });

  it('keeps the limits the user wrote at onboarding in every session', () => {
    const profile = buildCoachContext().profile;
    const told = (limitations: string[]) =>
      reply('give me a 20 min workout', {
        context: buildCoachContext({ profile: profile && { ...profile, limitations } }),
      });
    expect(positionsOfCard(told(['Cannot kneel']))).not.toContain('kneeling');
    const floor = told(["Can't get down on the floor"]);
    expect(floor.workout?.exercises.length).toBeGreaterThan(0);
    expect(floor.message).toContain('All standing, as your profile notes');
    expect(positionsOfCard(floor).some((position) => floorPositions.includes(position))).toBe(
      false,
    );
  });

  it('leaves out kneeling and lying on the back when asked, and names what it left out', () => {
    const answer = reply('20 min workout, no kneeling and nothing lying on my back', {
      context: buildCoachContext({ profile: null }),
    });
    const positions = positionsOfCard(answer);
    expect(positions).not.toContain('kneeling');
    expect(positions).not.toContain('floor-back');
    expect(answer.message).toContain(
      'Nothing lying on your back and nothing on your knees, as you asked.',
    );
  });
});

describe("composeWorkoutAnswer: the user's conditions", () => {
  it('says how to train safely with high blood pressure and arthritis', () => {
    const profile = buildCoachContext().profile;
    const answer = reply('i have 20 minutes, give me something to do', {
      context: buildCoachContext({
        profile: profile && { ...profile, conditions: ['hypertension', 'arthritis'] },
      }),
    });
    expect(answer.workout).toBeDefined();
    expect(answer.message).toContain('never hold your breath');
    expect(answer.message).toContain('pain-free range');
  });

  it('adds no caution for a user with none', () => {
    const answer = reply('i have 20 minutes, give me something to do');
    expect(answer.message).not.toContain('never hold your breath');
  });
});
