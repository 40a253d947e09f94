import type { MacroSplit } from './plan-types';

const splitsByGoal: Readonly<Record<string, MacroSplit>> = {
  'weight-loss': { protein: 35, carbs: 35, fats: 30 },
  'muscle-gain': { protein: 30, carbs: 45, fats: 25 },
  strength: { protein: 30, carbs: 45, fats: 25 },
  endurance: { protein: 20, carbs: 55, fats: 25 },
  flexibility: { protein: 25, carbs: 45, fats: 30 },
  'general-fitness': { protein: 25, carbs: 45, fats: 30 },
  rehabilitation: { protein: 30, carbs: 40, fats: 30 },
  'sport-specific': { protein: 25, carbs: 50, fats: 25 },
};

/** The balanced split used for a custom (unlisted) goal. */
export const balancedMacroSplit: MacroSplit = { protein: 25, carbs: 45, fats: 30 };

/** Protein/carbs/fats in percent of daily calories for a primary goal (always summing to 100). */
export function chooseMacroSplit(primaryGoal: string): MacroSplit {
  return { ...(splitsByGoal[primaryGoal] ?? balancedMacroSplit) };
}
