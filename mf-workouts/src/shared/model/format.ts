/** An enumeration value as a label: 'MUSCLE_GAIN' → 'Muscle Gain', 'moderate' → 'Moderate'. */
export function formatEnumLabel(value: string): string {
  return value
    .toLowerCase()
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** "1 workout", "3 workouts". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
