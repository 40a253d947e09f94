import type { CheckInSchedule } from './plan-types';

/** Weekly check-ins (the spec's default); bi-weekly only when minimal feedback was asked for. */
export function chooseCheckInSchedule(
  feedbackFrequency: string | null | undefined,
): CheckInSchedule {
  return feedbackFrequency === 'minimal' ? 'bi-weekly' : 'weekly';
}
