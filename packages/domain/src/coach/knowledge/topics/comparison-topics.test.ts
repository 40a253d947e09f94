import { describe, expect, it } from 'vitest';
import { searchKnowledge } from '../knowledge-index';

const topTopic = (message: string) => searchKnowledge(message, 1)[0]?.topic?.id;

// "Which is better, A or B?" finds the topic that compares those two, whichever order and
// wording the two sides come in.
describe('comparison topics', () => {
  it.each([
    ['incline or flat bench for my upper chest', 'incline-vs-flat-bench'],
    ['flat bench vs incline, what angle', 'incline-vs-flat-bench'],
    ['glute bridges or hip thrusts for a bigger bum', 'glute-bridge-vs-hip-thrust'],
    ['hip thrust vs bridge whats better', 'glute-bridge-vs-hip-thrust'],
    ['dead bug vs plank for abs', 'plank-vs-dead-bug'],
    ['is 3x10 or 5x5 better for size', 'sets-reps-schemes-equal-volume'],
    ['3 sets of 12 or 4 sets of 8 for muscle', 'sets-reps-schemes-equal-volume'],
    ['squats vs lunges for legs', 'lunges-vs-squats'],
    ['treadmill or exercise bike for a bad knee', 'bike-vs-treadmill-bad-knee'],
    ['swim or walk for my arthritis', 'walking-vs-swimming'],
    ['dumbbell vs barbell bench press for chest', 'barbell-vs-dumbbell-bench'],
    ['potatoes or rice for a cut', 'rice-vs-potatoes'],
    ['can an ai replace a personal trainer', 'ai-coach-vs-personal-trainer'],
    ['arnold or normal shoulder press', 'arnold-vs-dumbbell-shoulder-press'],
    ['whey or pea protein, is plant as good', 'whey-vs-plant-protein'],
    ['should i walk or jog to burn fat', 'walking-vs-running'],
    ['bike or run, which burns more', 'running-vs-cycling'],
    ['are pushups as good as bench press', 'push-ups-vs-bench-press'],
  ])('%s → %s', (message, id) => {
    expect(topTopic(message)).toBe(id);
  });

  // One side alone is a question about that thing, not the comparison.
  it.each([
    ['is swimming good exercise', 'walking-vs-swimming'],
    ['is the bike good for cardio', 'bike-vs-treadmill-bad-knee'],
    ['how many reps for muscle', 'sets-reps-schemes-equal-volume'],
    ['do i need a personal trainer', 'ai-coach-vs-personal-trainer'],
    ['does the app work for bench press tracking', 'barbell-vs-dumbbell-bench'],
    ['can walking alone make me lose weight', 'walking-vs-swimming'],
    ['should i take whey', 'whey-vs-plant-protein'],
    ['how do i do push ups', 'push-ups-vs-bench-press'],
  ])('%s is not %s', (message, id) => {
    expect(topTopic(message)).not.toBe(id);
  });
});
