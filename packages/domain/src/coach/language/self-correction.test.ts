import { describe, expect, it } from 'vitest';
import { applySelfCorrection } from './self-correction';

describe('applySelfCorrection: a message that corrects itself means what follows the correction', () => {
  it.each([
    [
      'how many sets a week for chest? wait no not chest, back. my back is lagging',
      'how many sets a week for back? my back is lagging',
    ],
    ['how do i do lunges? wait, not lunges, step ups', 'how do i do step ups?'],
    ['how do i do a squat, sorry i meant deadlift not squat', 'how do i do a deadlift'],
    [
      'give me a 30 min workout. no wait make it 15, ive got a call at 7',
      'give me a 15 min workout. ive got a call at 7',
    ],
    ['20 min hotel workout, actually make that 10', '10 min hotel workout'],
  ])('"%s" → "%s"', (typed, meant) => {
    expect(applySelfCorrection(typed)).toBe(meant);
  });

  it.each([
    'is it actually worth it to stretch',
    'sorry for the long message but how many sets of squats',
    'wait, is it bad to train fasted',
    'actually not bad today, thanks',
    'i ran 5k, actually make it a habit?',
    '30 min run, actually make it 3 sets',
  ])('leaves "%s" as it is', (typed) => {
    expect(applySelfCorrection(typed)).toBe(typed);
  });
});
