import { describe, expect, it } from 'vitest';
import { describeResultsError } from './describe-results-error';

const none =
  'No completed assessment found. Please complete the personal training assessment first.';

describe('describeResultsError', () => {
  it.each([
    ['Authentication required', 'Please log in to view your quiz results.'],
    ['No quiz results found for this user', none],
    ['Resource not found', none],
    ['Database unavailable', 'Database unavailable'],
    ['', 'Unable to load quiz results'],
    [undefined, 'Unable to load quiz results'],
  ])('shows %j as %j', (message, expected) => {
    expect(describeResultsError(message)).toBe(expected);
  });
});
