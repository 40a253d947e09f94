/** Midnight (local time) of the Monday that starts the week holding `date`. */
export function startOfWeek(date: Date): Date {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

/** `date` plus `days` whole days (local time). */
export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** The local calendar day of a date as YYYY-MM-DD (stable key for grouping by day). */
export function toDayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Whether two dates fall on the same local calendar day. */
export function isSameDay(a: Date, b: Date): boolean {
  return toDayKey(a) === toDayKey(b);
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** The label of the week holding `today`, generated from the date (spec 03 §9): "Nov 16 – Nov 22, 2026". */
export function formatWeekLabel(today: Date): string {
  const monday = startOfWeek(today);
  const sunday = addDays(monday, 6);
  return `${shortDate.format(monday)} – ${shortDate.format(sunday)}, ${sunday.getFullYear()}`;
}

/** Seconds as m:ss (a countdown's face). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
