import { describe, expect, it } from 'vitest';
import { buildCoachContext, fixtureNow } from './coach-fixtures.test-helpers';
import { emptyCoachContext, type CoachStyle } from './coach-types';
import { composeCoachReply, type ComposeCoachReplyInput } from './compose-coach-reply';

function reply(message: string, overrides: Partial<ComposeCoachReplyInput> = {}) {
  return composeCoachReply({
    message,
    style: 'supportive',
    motivation: 'goal-oriented',
    context: buildCoachContext(),
    now: fixtureNow,
    ...overrides,
  });
}

describe('composeCoachReply: intents', () => {
  it.each([
    ['How deep should I squat?', 'exercise-technique', 'hip crease'],
    ['Analyze my form', 'form-feedback', 'Squat 5.5/10 (2 sets)'],
    ['Create a workout plan', 'workout-plan', 'Strength Foundations'],
    ['How much protein do I need?', 'nutrition', '150 g protein'],
    ['Should I train when I am sore?', 'recovery', '24-72 hours'],
    ['Track my progress', 'progress', 'weight 72'],
    ['I have no motivation', 'motivation', '10 minutes'],
    ['Hi', 'greeting', 'Full Body A'],
    ['Write a poem about the weather', 'out-of-scope', 'fitness coach'],
    ['My knee hurts when I squat', 'injury', 'physiotherapist'],
  ])('answers "%s" as %s, mentioning "%s"', (message, intent, fact) => {
    const answer = reply(message);
    expect(answer.intent).toBe(intent);
    expect(answer.message).toContain(fact);
    expect(answer.suggestions.length).toBeGreaterThanOrEqual(3);
  });

  it('is deterministic for the same input', () => {
    expect(reply('How deep should I squat?')).toEqual(reply('How deep should I squat?'));
  });
});

describe('composeCoachReply: styles', () => {
  const message = 'How deep should I squat?';
  it.each([
    ['supportive', /^I'm glad you asked, Ada\./, /\n\nSquat setup/],
    ['direct', /^Straight answer, Ada:/, /\n• Squat setup/],
    ['analytical', /^Here's the breakdown, Ada:/, /\n1\. Squat setup/],
    ['humorous', /^Great question, Ada, my favourite kind/, /thank-you note later\.$/],
    ['encouraging', /^Great question, Ada!/, /one rep at a time!$/],
  ] as const)('writes %s replies with its own opener and layout', (style, opener, body) => {
    const text = reply(message, { style: style as CoachStyle }).message;
    expect(text).toMatch(opener);
    expect(text).toMatch(body);
  });

  it('never jokes about pain, whatever the style', () => {
    const text = reply('my knee hurts', { style: 'humorous' }).message;
    expect(text).toMatch(/^I hear you, Ada, and I want you to stay safe\./);
    expect(text).not.toMatch(/selfie|couch|thank-you note|favourite kind/);
  });

  it('leaves the name out when it is unknown', () => {
    expect(reply('Hi', { context: emptyCoachContext }).message).toMatch(/^I'm glad you asked\./);
  });
});

describe('composeCoachReply: personalisation', () => {
  it('uses today’s workout, the tracked form and the onboarding safety notes', () => {
    expect(reply("What's today's workout?").message).toContain('Squats 3×15, Push-ups 3×12');
    expect(reply('squat tips').message).toContain(
      'Your tracked squat form averages 5.5/10 over 2 sets.',
    );
    expect(reply('my back hurts').message).toContain('protect your knee');
  });

  it('points to the weakest exercise, or praises form at 8 and above', () => {
    expect(reply('Analyze my form').message).toContain(
      'Your squat needs work before you add weight',
    );
    const strong = buildCoachContext({ formScores: [{ exercise: 'squat', score: 8, date: null }] });
    expect(reply('Analyze my form', { context: strong }).message).toContain('excellent form');
    const middling = buildCoachContext({
      formScores: [{ exercise: 'squat', score: 6, date: null }],
    });
    expect(reply('Analyze my form', { context: middling }).message).toContain(
      'has the most room to improve',
    );
  });

  it('falls back to general guidance when the user has no data', () => {
    const context = emptyCoachContext;
    expect(reply('Create a workout plan', { context }).message).toContain(
      'You do not have an active plan yet',
    );
    expect(reply('Analyze my form', { context }).message).toContain(
      'I do not have any tracked form scores',
    );
    expect(reply('Track my progress', { context }).message).toContain(
      'There is nothing tracked yet',
    );
    expect(reply('Nutrition advice', { context }).message).toContain('Balanced plate');
  });

  it('picks a starting plan by goal when there is no active plan', () => {
    const context = { ...emptyCoachContext, goals: ['weight-loss'] };
    expect(reply('Create a workout plan', { context }).message).toContain('fat loss: 3 full-body');
  });

  it('suggests a rest day after six sessions in a week', () => {
    const recentSessions = [14, 15, 16, 17, 18, 19].map((day) => ({
      date: `2026-03-${day}T18:00:00.000Z`,
      durationMinutes: 45,
      exerciseNames: [],
    }));
    const context = buildCoachContext({ recentSessions });
    expect(reply('How much sleep do I need?', { context }).message).toContain(
      'take a full rest day',
    );
  });

  it.each([
    ['goal-oriented', 'strength is 40% done'],
    ['progress-focused', 'in the last 7 days'],
    ['achievement-based', 'Next milestone: 10'],
  ] as const)('motivates in the %s approach', (motivation, expected) => {
    expect(reply('I need motivation', { motivation }).message).toContain(expected);
  });

  it('suggests follow-ups about the exercise asked about', () => {
    expect(reply('How deep should I squat?').suggestions).toEqual([
      'Common squat mistakes',
      'Analyze my form',
      'Easier squat variation',
    ]);
  });
});
