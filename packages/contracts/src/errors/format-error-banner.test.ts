import { describe, expect, it } from 'vitest';

import { formatErrorBanner } from './format-error-banner';

describe('formatErrorBanner', () => {
  it.each([
    {
      message: 'Invalid request. Please check your input.',
      suggestion: 'Correct the highlighted fields and try again.',
      banner:
        'Invalid request. Please check your input. Correct the highlighted fields and try again.',
    },
    {
      message: 'That email & password combination was not found in the database',
      suggestion: 'Check your email and password and try again.',
      banner:
        'That email & password combination was not found in the database. Check your email and password and try again.',
    },
    {
      message: 'Welcome back!',
      suggestion: 'Carry on.',
      banner: 'Welcome back! Carry on.',
    },
    {
      message: 'Cannot connect to the server.',
      suggestion: '',
      banner: 'Cannot connect to the server.',
    },
    { message: 'No message period', suggestion: '   ', banner: 'No message period' },
    { message: '', suggestion: 'Please try again later.', banner: 'Please try again later.' },
  ])('shows "$banner" for "$message" and "$suggestion"', ({ message, suggestion, banner }) => {
    expect(formatErrorBanner({ message, suggestion })).toBe(banner);
  });
});
