/** The quiz results screen's message for a load failure (spec 02 §8 display mapping). */
export function describeResultsError(message: string | null | undefined): string {
  const text = message?.trim() ?? '';
  if (text.includes('Authentication')) return 'Please log in to view your quiz results.';
  if (text.includes('not found') || text.includes('No quiz results')) {
    return 'No completed assessment found. Please complete the personal training assessment first.';
  }
  return text || 'Unable to load quiz results';
}

/** Whether the mapped message means "no results yet" (the screen then offers to start the assessment). */
export function isNoResultsMessage(message: string): boolean {
  return message.startsWith('No completed assessment found');
}
