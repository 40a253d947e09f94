import { describe, expect, it } from 'vitest';
import {
  coachWorkoutQueryParam,
  coachWorkoutSchema,
  decodeCoachWorkoutParam,
  encodeCoachWorkoutParam,
  type CoachWorkout,
} from './coach-workout.schema';

const workout: CoachWorkout = {
  name: '15-Minute Bodyweight Session',
  minutes: 15,
  warmup: [{ name: 'Jumping Jacks', duration: 60 }],
  exercises: [
    { exerciseId: 'burpee', name: 'Burpee', sets: 3, reps: 10, duration: null, rest: 45 },
    { exerciseId: 'plank', name: 'Plank Hold', sets: 3, reps: null, duration: 30, rest: 30 },
  ],
  cooldown: [{ name: 'Child’s Pose & “Stretch” ?=&#', duration: 60 }],
  notes: ['No equipment'],
};

describe('the ?coachWorkout= parameter', () => {
  it('round-trips name, exercises and notes through URLSearchParams, dropping the rest of the card', () => {
    expect(coachWorkoutSchema.safeParse(workout).success).toBe(true);
    const query = new URLSearchParams({
      view: 'active',
      [coachWorkoutQueryParam]: encodeCoachWorkoutParam(workout),
    });
    const readBack = new URLSearchParams(query.toString()).get(coachWorkoutQueryParam);
    expect(decodeCoachWorkoutParam(readBack)).toEqual({
      name: workout.name,
      exercises: workout.exercises,
      notes: workout.notes,
    });
  });

  it('writes no notes when there are none, and reads a link without notes', () => {
    const plain = { name: workout.name, exercises: workout.exercises };
    expect(JSON.parse(encodeCoachWorkoutParam({ ...plain, notes: [] }))).toEqual(plain);
    expect(decodeCoachWorkoutParam(JSON.stringify(plain))).toEqual(plain);
  });

  it('keeps characters URLs and JSON escape', () => {
    const tricky = { name: 'Hotel “room” & 50% ?=#', exercises: workout.exercises };
    const query = new URLSearchParams({
      [coachWorkoutQueryParam]: encodeCoachWorkoutParam(tricky),
    });
    expect(decodeCoachWorkoutParam(query.get(coachWorkoutQueryParam))).toEqual(tricky);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not JSON', '{"name":'],
    ['JSON of the wrong shape', '[1,2,3]'],
    ['no exercises', JSON.stringify({ name: 'Empty', exercises: [] })],
    [
      'a tampered exercise',
      JSON.stringify({
        name: 'Tampered',
        exercises: [{ ...workout.exercises[0], sets: 1000 }],
      }),
    ],
    [
      'too many exercises',
      JSON.stringify({ name: 'Long', exercises: Array(13).fill(workout.exercises[0]) }),
    ],
  ])('reads %s as null', (_case, value) => {
    expect(decodeCoachWorkoutParam(value)).toBeNull();
  });
});
