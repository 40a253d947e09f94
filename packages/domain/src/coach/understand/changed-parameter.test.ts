import { describe, expect, it } from 'vitest';
import { withChangedSetting } from './changed-parameter';

describe('withChangedSetting: a follow-up that changes one setting of the question before', () => {
  it.each([
    [
      'how many reps should i get at 70% of my max',
      'what about 85%?',
      'how many reps should i get at 85% of my max',
    ],
    ['how many sets of 5 at 80% for squats', 'and at 90%?', 'how many sets of 5 at 90% for squats'],
    ['how much protein at 70kg', 'what about 90 kg', 'how much protein at 90 kg'],
  ])('"%s | %s" asks "%s"', (before, followUp, asked) => {
    expect(withChangedSetting(before, followUp)).toEqual({ text: asked, replaced: true });
  });

  it('adds a setting the question before did not have', () => {
    expect(
      withChangedSetting('how long should my warm up be', 'what about when i train at 6am?'),
    ).toEqual({ text: 'how long should my warm up be, when i train at 6am', replaced: false });
  });

  it.each([
    ['how many reps at 70%', 'why?'],
    ['how many reps at 70%', 'what about deadlifts'],
    [
      'how much protein',
      'i weigh 80kg and train 5 times a week at 6am with my friends at the gym near work',
    ],
    ['how much protein', 'is 80kg a lot'],
  ])('"%s | %s" changes no setting', (before, followUp) => {
    expect(withChangedSetting(before, followUp)).toBeNull();
  });
});
