/** A source of numbers in [0, 1). */
export type RandomSource = () => number;

/**
 * A deterministic random source for a seed text (FNV-1a hash into mulberry32): the same seed always
 * yields the same sequence.
 */
export function createSeededRandom(seed: string): RandomSource {
  let state = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    state = Math.imul(state ^ seed.charCodeAt(index), 0x01000193) >>> 0;
  }
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
