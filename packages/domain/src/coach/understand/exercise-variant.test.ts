import { describe, expect, it } from 'vitest';
import type { CoachExercise } from './exercise-matcher';
import { findVariantWith } from './exercise-variant';

const exercise = (name: string, equipment: string): CoachExercise =>
  ({ id: name, name, equipment: [equipment] }) as unknown as CoachExercise;

const catalogue = [
  exercise('Reverse Lunge', 'Bodyweight Only'),
  exercise('Dumbbell Reverse Lunge', 'Dumbbells'),
  exercise('Push-Up', 'Bodyweight Only'),
  exercise('Band-Assisted Pull-Up', 'Resistance Bands'),
  exercise('Band Row', 'Resistance Bands'),
];
const [reverseLunge, dumbbellLunge, pushUp] = catalogue;

describe('findVariantWith', () => {
  it('finds the same movement with the equipment, the most name words shared', () => {
    expect(findVariantWith(reverseLunge!, 'Dumbbells', catalogue)).toBe(dumbbellLunge);
  });

  it('never takes another movement: a band pull-up is not a push-up', () => {
    expect(findVariantWith(pushUp!, 'Resistance Bands', catalogue)).toBeNull();
  });

  it('is null when the exercise already uses the equipment', () => {
    expect(findVariantWith(dumbbellLunge!, 'Dumbbells', catalogue)).toBeNull();
  });
});
