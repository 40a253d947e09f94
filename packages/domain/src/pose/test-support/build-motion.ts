// Synthetic motion for the rep-machine tests: smooth dips between a resting and a working value,
// centred on hand-labelled times of the sample clips, with deterministic one-frame glitches.

/** A dip of `depth` below `rest`, a cosine bell `halfWidthS` wide on each side of `centreS`. */
export interface Dip {
  centreS: number;
  halfWidthS: number;
}

/** The signal at time `t`: `rest` outside the dips, `rest - (rest - bottom) * bell` inside. */
export function sampleDips(t: number, dips: readonly Dip[], rest: number, bottom: number): number {
  let value = rest;
  for (const dip of dips) {
    const distance = Math.abs(t - dip.centreS) / dip.halfWidthS;
    if (distance < 1)
      value = Math.min(value, rest - (rest - bottom) * (0.5 + 0.5 * Math.cos(Math.PI * distance)));
  }
  return value;
}

/** Frame times (seconds) of a clip. */
export function frameTimesS(fps: number, durationS: number): number[] {
  const count = Math.floor(durationS * fps);
  return Array.from({ length: count }, (_, i) => i / fps);
}

/** A deterministic pseudo-random sequence in [0, 1) (a linear congruential generator). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
