import { describe, expect, it } from 'vitest';
import { floorPositions, type ExercisePosition } from '../../workouts';
import { buildEveryPositionCatalogue } from '../../workouts/engine-test-fixtures';
import { buildCoachContext, reply } from '../coach-fixtures.test-helpers';
import type { CoachProfile } from '../coach-types';
import { positionLimitsOf } from './user-requirements';

// Every exercise in every position: what a limit leaves shows in the positions of the card.
const catalogue = buildEveryPositionCatalogue();
const byId = new Map(catalogue.map((exercise) => [exercise.id, exercise]));
const profile = buildCoachContext().profile as CoachProfile;

function session(stored: Partial<CoachProfile>, message = 'give me a 20 min workout') {
  const answer = reply(message, {
    context: buildCoachContext({ profile: { ...profile, injuries: [], ...stored } }),
    catalogue,
  });
  const positions = (answer.workout?.exercises ?? []).map(
    (item): ExercisePosition | undefined => byId.get(item.exerciseId)?.positions?.[0],
  );
  return { answer, positions };
}

describe("the coach's sessions keep the mobility aids of the accessibility step", () => {
  it.each([
    ['wheelchair', { seatedOnly: true, standingOnly: true }],
    ['walker', { standingOnly: true }],
    ['crutches', { standingOnly: true }],
    ['cane', {}],
    ['prosthetic', {}],
  ])('reads "%s" as the plan engine does', (aid, limits) => {
    expect(
      positionLimitsOf(buildCoachContext({ profile: { ...profile, mobilityAids: [aid] } })),
    ).toEqual(limits);
  });

  it('composes every exercise seated for a wheelchair user who typed no limitation, and says why', () => {
    const { answer, positions } = session({ mobilityAids: ['wheelchair'], limitations: [] });
    expect(positions.length).toBeGreaterThan(0);
    expect(positions.every((position) => position === 'seated')).toBe(true);
    expect(answer.message).toContain('All seated, as your profile notes.');
  });

  it.each(['crutches', 'walker'])(
    'keeps everything off the floor with %s, as the profile notes',
    (aid) => {
      const { answer, positions } = session({ mobilityAids: [aid] });
      expect(positions.length).toBeGreaterThan(0);
      expect(positions.some((position) => position && floorPositions.includes(position))).toBe(
        false,
      );
      expect(answer.message).toContain('as your profile notes: nothing lying, sitting or kneeling');
    },
  );

  it.each([[[]], [['cane']], [['prosthetic']]])(
    'leaves the session of a user with aids %j as it was without the accessibility step',
    (mobilityAids) => {
      const before = session({ mobilityAids: undefined as unknown as string[] });
      const after = session({ mobilityAids });
      expect(after.answer.workout).toEqual(before.answer.workout);
      expect(after.answer.message).toBe(before.answer.message);
      expect(after.positions.some((position) => position?.startsWith('floor-'))).toBe(true);
    },
  );

  it('keeps the limits the message states on top of the stored ones', () => {
    const { answer, positions } = session(
      { mobilityAids: ['crutches'] },
      '20 min workout, and no hanging from a bar',
    );
    expect(positions).not.toContain('hanging');
    expect(positions.some((position) => position && floorPositions.includes(position))).toBe(false);
    expect(answer.message).toContain('as your profile notes: nothing lying, sitting or kneeling');
    expect(answer.message).toContain('Nothing hanging from a bar, as you asked.');
  });

  it('still reads the limitations the user typed ("Cannot kneel", "wheelchair user")', () => {
    expect(session({ limitations: ['Cannot kneel'] }).positions).not.toContain('kneeling');
    const typed = session({ limitations: ['Wheelchair user'] });
    expect(typed.positions.every((position) => position === 'seated')).toBe(true);
    expect(typed.answer.message).toContain('All seated, as your profile notes.');
  });
});
