/** The days of a training week; the week starts on Monday (spec 03 §9). */
export const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** A weekday name. */
export type Weekday = (typeof weekdays)[number];

/** The weekday `steps` days from `day`, wrapping around the week (Sunday + 1 is Monday, Monday - 1 Sunday). */
export function stepWeekday(day: Weekday, steps: number): Weekday {
  const index = weekdays.indexOf(day);
  const next = (((index + steps) % weekdays.length) + weekdays.length) % weekdays.length;
  return weekdays[next] ?? 'Monday';
}

/** The weekday of a date in local time. */
export function weekdayOf(date: Date): Weekday {
  // Date#getDay counts from Sunday (0); the product's weeks count from Monday.
  return weekdays[(date.getDay() + 6) % 7] ?? 'Monday';
}

/** Reads a day name (any case, or a 1–7 day number with 1 = Monday) into a weekday, or null. */
export function parseWeekday(value: string | number | null | undefined): Weekday | null {
  if (typeof value === 'number') return weekdays[value - 1] ?? null;
  const text = value?.trim().toLowerCase();
  if (!text) return null;
  if (/^[1-7]$/.test(text)) return weekdays[Number(text) - 1] ?? null;
  return (
    weekdays.find((day) => day.toLowerCase() === text || day.slice(0, 3).toLowerCase() === text) ??
    null
  );
}
