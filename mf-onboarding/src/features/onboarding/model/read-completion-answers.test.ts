import { describe, expect, it } from 'vitest';
import { buildCompleteResponses } from '../testing/onboarding-fixtures';
import { buildCompletionPayload } from './build-completion-payload';
import { readCompletionAnswers } from './read-completion-answers';

const startedAt = '2026-03-15T12:00:00.000Z';
const now = new Date('2026-03-15T12:10:00.000Z');

describe('readCompletionAnswers', () => {
  it('gives back the answers a completion payload was built from', () => {
    const responses = buildCompleteResponses();
    expect(readCompletionAnswers(buildCompletionPayload(responses, startedAt, now))).toEqual(
      responses,
    );
  });

  it.each([
    ['none', { 'sensory-considerations': 'none' }],
    ['hearing', { 'sensory-considerations': 'hearing-impairment' }],
    ['sensory processing', { 'sensory-considerations': 'sensory-processing' }],
  ])('reads the sensory answer %s back', (_name, overrides) => {
    const responses = buildCompleteResponses(overrides);
    const answers = readCompletionAnswers(buildCompletionPayload(responses, startedAt, now));
    expect(answers['sensory-considerations']).toBe(overrides['sensory-considerations']);
  });

  it('leaves out unanswered questions and unreadable input', () => {
    const responses = buildCompleteResponses({
      motivation: null,
      'secondary-goals': [],
      'sensory-considerations': null,
      'coaching-style': null,
    });
    const answers = readCompletionAnswers(buildCompletionPayload(responses, startedAt, now));
    expect(answers).not.toHaveProperty('motivation');
    expect(answers).not.toHaveProperty('secondary-goals');
    expect(answers).not.toHaveProperty('sensory-considerations');
    expect(answers).not.toHaveProperty('coaching-style');
    expect(readCompletionAnswers(null)).toEqual({});
  });
});
