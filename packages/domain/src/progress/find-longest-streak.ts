const dayMs = 86_400_000;

/**
 * The longest run of consecutive calendar days among `days` (each 'YYYY-MM-DD'; duplicates and
 * order do not matter; malformed entries are ignored). 0 for no days.
 */
export function findLongestStreak(days: readonly string[]): number {
  const dayNumbers = [...new Set(days)]
    .map((day) => Date.parse(`${day}T00:00:00Z`))
    .filter((time) => Number.isFinite(time))
    .map((time) => Math.round(time / dayMs))
    .sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  let previous: number | null = null;
  for (const day of dayNumbers) {
    run = previous !== null && day === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  return longest;
}
