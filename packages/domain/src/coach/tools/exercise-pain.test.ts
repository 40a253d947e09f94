import { describe, expect, it } from 'vitest';
import { fixtureCatalogue, reply } from '../coach-fixtures.test-helpers';
import { findTopic } from '../knowledge/knowledge-index';
import type { CoachExercise } from '../understand/exercise-matcher';
import {
  describeExercisePain,
  painAreas,
  painFreeAlternatives,
  painLines,
  painTopicFits,
  referralLine,
  stopLine,
} from './exercise-pain';

function exercise(name: string): CoachExercise {
  const found = fixtureCatalogue.find((entry) => entry.name === name);
  if (!found) throw new Error(`no fixture exercise ${name}`);
  return found;
}

describe('painLines', () => {
  it.each([
    ['a topic that already sends to a physio', 'Rest it. See a physiotherapist if it lasts.', 2],
    ['a topic without a referral', 'Rest it and move gently.', 3],
    ['no topic', null, 2],
  ])('puts the stop line first and the referral once for %s', (_case, answer, count) => {
    const lines = painLines(answer);
    expect(lines[0]).toBe(stopLine);
    expect(lines).toHaveLength(count);
    expect(lines.filter((line) => /doctor|physio/i.test(line))).toHaveLength(1);
  });
});

describe('painTopicFits', () => {
  const pressing = findTopic('shoulder-pain-pressing')!;
  const shoulderExercise = (name: string, pattern: string): CoachExercise => ({
    ...exercise('Pike Push-Up'),
    name,
    pattern,
  });
  it.each([
    ['Barbell Bench Press', 'push', true],
    ['Dumbbell Overhead Press', 'press', true],
    ['Upright Row', 'press', false],
    ['Dumbbell Lateral Raise', 'press', false],
    ['Dumbbell Bent-Over Row', 'row', false],
  ])("gives 'shoulder pain when pressing' advice for %s: %s", (name, pattern, fits) => {
    expect(painTopicFits(pressing, shoulderExercise(name, pattern))).toBe(fits);
  });

  it('fits a topic that names no movement to any exercise', () => {
    const frozen = findTopic('frozen-shoulder')!;
    expect(painTopicFits(frozen, shoulderExercise('Upright Row', 'press'))).toBe(true);
  });
});

describe('painAreas', () => {
  it.each([
    [['knee'], 'Push-Up', ['knee']],
    [['lower back'], 'Barbell Deadlift', ['back']],
    [['elbow'], 'Push-Up', ['wrist']],
    [[], 'Push-Up', ['wrist']],
    [[], 'Glute Bridge', []],
  ])('reads %j with the %s as %j', (bodyParts, name, areas) => {
    expect(painAreas(bodyParts, exercise(name))).toEqual(areas);
  });
});

describe('painFreeAlternatives', () => {
  it('offers exercises of the same pattern that do not load the painful area', () => {
    const alternatives = painFreeAlternatives(exercise('Push-Up'), ['wrist'], fixtureCatalogue);
    expect(alternatives.map((other) => other.name)).toContain('Incline Push-Up');
    for (const other of alternatives) {
      expect(other.contraindications.injuries).not.toContain('wrist');
      expect(other.name).not.toBe('Push-Up');
    }
  });

  it('never offers an exercise that loads the area', () => {
    const alternatives = painFreeAlternatives(
      exercise('Bodyweight Squat'),
      ['knee'],
      fixtureCatalogue,
    );
    expect(alternatives.map((other) => other.name)).not.toContain('Reverse Lunge');
  });
});

describe('describeExercisePain', () => {
  it('answers pain on an exercise safety first, with alternatives, never a plain how-to', () => {
    const answer = describeExercisePain({
      exercise: exercise('Push-Up'),
      topic: null,
      bodyParts: ['wrist'],
      catalogue: fixtureCatalogue,
    });
    expect(answer.lines[0]).toBe(stopLine);
    expect(answer.lines).toContain(referralLine);
    expect(answer.lines.join(' ')).toMatch(/Instead, while it settles, try .*incline push-up/);
    expect(answer.lines.join(' ')).not.toMatch(/How to do the/);
    expect(answer.suggestions).toContain('When should I see a physio?');
  });
});

describe('a joint that only makes a noise', () => {
  it.each(['knees click when i squat is that bad', 'my back cracks when i deadlift'])(
    'answers "%s" with the noisy-joint topic, not as pain',
    (message) => {
      const text = reply(message).message;
      expect(text).toMatch(/^Painless clicking or cracking is very common/);
      expect(text).not.toContain('Stop any movement');
    },
  );

  it.each(['my knee clicks and hurts when i squat', 'i felt a pop in my knee during squats'])(
    'still answers "%s" as pain',
    (message) => {
      expect(reply(message).message).toMatch(/^Stop any movement/);
    },
  );
});
