import { describe, expect, it } from 'vitest';
import { buildCoachContext, fixtureCatalogue } from '../coach-fixtures.test-helpers';
import { answerFormFeedback } from './form-feedback';

const squat = fixtureCatalogue.find((entry) => entry.name === 'Bodyweight Squat')!;
const base = buildCoachContext();
const withSquat = (averageScore: number, trend: 'improving' | 'declining') =>
  buildCoachContext({
    form: {
      ...base.form,
      exercises: [
        {
          exercise: 'Squat',
          averageScore,
          sessions: 6,
          reps: 140,
          trend,
          recommendations: ['Keep your chest up as you drive out of the bottom.'],
        },
      ],
      riskFactors: [],
    },
  });

describe('answerFormFeedback', () => {
  it('says an exercise scored well and improving is ready for the smallest step up', () => {
    const lines = answerFormFeedback(withSquat(7.8, 'improving'), squat).lines.join('\n');
    expect(lines).toContain('Your squat is ready for more: at 7.8/10 and improving');
    expect(lines).toContain('To keep improving your squat: keep your chest up');
  });

  it('holds the weight while the score is low or slipping', () => {
    expect(answerFormFeedback(withSquat(7.8, 'declining'), squat).lines.join('\n')).not.toContain(
      'ready for more',
    );
    expect(answerFormFeedback(withSquat(5.5, 'improving'), squat).lines.join('\n')).toContain(
      'Your squat needs work before you add weight',
    );
  });
});
