const kgPerLb = 0.45359237;

/** Converts pounds to kilograms (exact factor, not rounded). */
export function convertWeightToKg(weightLb: number): number {
  return weightLb * kgPerLb;
}
