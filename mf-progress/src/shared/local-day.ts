/** The browser's local calendar day of a moment, 'YYYY-MM-DD'. */
export function toLocalDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local noon of a 'YYYY-MM-DD' day as an ISO instant (noon keeps the day in any time zone). */
export function toLocalNoonIso(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1, 12).toISOString();
}
