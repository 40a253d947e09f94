import { describe, expect, it } from 'vitest';
import {
  buildCoachContext,
  conversation,
  fixtureCatalogue,
  reply,
} from '../coach-fixtures.test-helpers';
import type { CoachExercise } from './exercise-matcher';

// What a message asks for when a story, a condition or a pronoun stands beside it.
describe('a session asked beside a story or a condition', () => {
  it.each([
    // "My bp is high" with nothing about today tells the condition, not a reading to act on.
    'can u give me a gentle 20 min workout please, arthritis in my knees and my bp is high. i have bands and a mat',
    // The minutes make "something" a session.
    'can u give me something for today, 15 mins, my knees r stiff from the arthritis',
    // The food is the story, the session what is asked.
    'had a massive pizza last night and feel gross. give me a 20 min workout at home, no equipment',
  ])('composes "%s"', (message) => {
    const answer = reply(message);
    expect(answer.intent).toBe('workout-request');
    expect(answer.workout?.exercises.length).toBeGreaterThanOrEqual(3);
  });

  it("still reads today's high reading as one to act on", () => {
    const answer = reply('my bp is high this morning, should i still train tonight?');
    expect(answer.intent).toBe('health');
    expect(answer.workout).toBeNull();
    expect(answer.message).toMatch(/180\/110/);
  });
});

describe("today's workout in another version", () => {
  it.each([
    ['easier version? feeling kinda wrecked', /Easier version/],
    ['harder version?', /Harder version/],
  ])('rebuilds the day\'s session for "%s" after the plan', (message, note) => {
    const answer = conversation("what's my workout today", message);
    expect(answer.intent).toBe('workout-request');
    expect(answer.workout?.exercises.length).toBeGreaterThanOrEqual(3);
    expect(answer.message).toMatch(note);
  });
});

describe('an exercise named after a sore part was told', () => {
  it('answers that exercise with the sore part, not the session again', () => {
    const answer = conversation(
      'can u swap something in todays workout my knee is a bit grumbly',
      'what about the bodyweight squats specifically',
    );
    expect(answer.intent).toBe('injury');
    expect(answer.workout).toBeNull();
    expect(answer.message).toMatch(/^Stop any movement that causes sharp or worsening pain/);
    expect(answer.message).toMatch(/squat/i);
  });
});

describe('a swap asked with a pronoun, and what the swaps train', () => {
  const base = fixtureCatalogue[0] as CoachExercise;
  const arms = (name: string, muscle: string, aliases: string[] = []): CoachExercise => ({
    ...base,
    id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    aliases,
    pattern: 'arms',
    category: 'STRENGTH',
    difficulty: 'EASY',
    muscleGroups: [muscle],
    equipment: ['Bodyweight Only'],
    contraindications: { injuries: [], conditions: [] },
    positions: ['standing'],
  });
  const catalogue = [
    ...fixtureCatalogue,
    arms('Skull Crusher', 'triceps', ['skullcrushers', 'skull crushers']),
    arms('Dumbbell Biceps Curl', 'biceps'),
    arms('Overhead Triceps Extension', 'triceps'),
    arms('Dumbbell Triceps Kickback', 'triceps'),
  ];

  it('offers what trains the same muscle, not another arm muscle of the same pattern', () => {
    const answer = reply('skullcrushers annoy me every single time. what can i swap them for', {
      catalogue,
      context: buildCoachContext(),
    });
    expect(answer.intent).toBe('exercise-technique');
    const first = answer.message.split('\n')[0] ?? '';
    expect(first).toMatch(/^Instead of the skull crusher, try /);
    expect(first).toMatch(/triceps kickback/);
    expect(first).toMatch(/overhead triceps extension/);
    expect(first).not.toMatch(/biceps curl/);
  });
});

describe('what a terse "what if" follow-up keeps', () => {
  it('stays on the split when only "week" would name another topic', () => {
    const answer = conversation(
      'whats a good split for 4 days a week',
      'and what if i can only make 3 some weeks',
    );
    expect(answer.message).not.toMatch(/deload/i);
  });
});
