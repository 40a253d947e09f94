import { describe, expect, it } from 'vitest';
import { buildHydrationGuidance } from './build-hydration-guidance';

describe('buildHydrationGuidance', () => {
  it.each([
    [80, 2.8], // 2800 ml
    [70.5, 2.5], // 2467.5 ml rounds up
    [70.4, 2.5], // 2464 ml
    [69, 2.4], // 2415 ml
    [45, 1.6], // 1575 ml
    [82.55381134, 2.9], // 182 lb
  ])('recommends %f kg × 35 ml as %f L a day', (weightKg, expected) => {
    const guidance = buildHydrationGuidance(weightKg);
    expect(guidance.dailyLitres).toBe(expected);
    expect(guidance.text).toContain(`${expected.toFixed(1)} L of water a day`);
  });
});
