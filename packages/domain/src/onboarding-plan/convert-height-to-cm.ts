const cmPerInch = 2.54;

/** Converts a height in feet + inches to centimetres (exact factor, not rounded). */
export function convertHeightToCm(feet: number, inches: number): number {
  return (feet * 12 + inches) * cmPerInch;
}
