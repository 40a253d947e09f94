import type { HydrationGuidance } from './plan-types';

/** Water per kg of body weight per day, in millilitres. */
export const waterMlPerKg = 35;

/** Daily water from body weight (35 ml/kg, in litres rounded to one decimal) and its sentence. */
export function buildHydrationGuidance(weightKg: number): HydrationGuidance {
  const dailyLitres = Math.round((weightKg * waterMlPerKg) / 100) / 10;
  return {
    dailyLitres,
    text: `Drink about ${dailyLitres.toFixed(1)} L of water a day, plus about 0.5 L for each hour of exercise.`,
  };
}
