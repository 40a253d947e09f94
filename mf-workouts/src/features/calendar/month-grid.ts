/** A month as YYYY-MM in local time. */
export function toMonthKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The month `steps` months from `month` (YYYY-MM), across year ends. */
export function stepMonth(month: string, steps: number): string {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  return toMonthKey(new Date(year, monthNumber - 1 + steps, 1));
}

/**
 * The cells of a Sunday-first month grid: null for the blanks before the 1st, then each day as
 * YYYY-MM-DD, padded with nulls to whole weeks.
 */
export function buildMonthCells(month: string): (string | null)[] {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  const first = new Date(year, monthNumber - 1, 1);
  const dayCount = new Date(year, monthNumber, 0).getDate();
  const cells: (string | null)[] = Array.from({ length: first.getDay() }, () => null);
  for (let day = 1; day <= dayCount; day += 1)
    cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return cells;
}
