import { describe, expect, it } from 'vitest';
import { searchKnowledge } from '../knowledge-index';

const topTopic = (message: string) => searchKnowledge(message, 1)[0]?.topic?.id;

// Everyday questions, asked in words the topics' own questions do not use, find their topic.
describe('everyday topics', () => {
  it.each([
    ['my lower back is stiff after sleeping, any stretches to loosen it', 'lower-back-stretches'],
    ['fingers tingle and go numb when i cycle', 'pins-and-needles-hands'],
    ['hand goes numb at night, is it carpal tunnel', 'pins-and-needles-hands'],
    ['how do you sleep in the daytime after working nights', 'day-sleep-after-night-shifts'],
    ['i only get 4 hours of daytime sleep after nights, help', 'day-sleep-after-night-shifts'],
    ['which stretches help an achy lower back', 'lower-back-stretches'],
    ['lower back tight from standing all day what can i do', 'lower-back-stretches'],
    ['anything i can stretch before sleep to relax', 'bedtime-stretching-routine'],
    ['bedtime routine of stretches to fall asleep faster', 'bedtime-stretching-routine'],
    ['quick stretches for my neck and shoulders while working', 'desk-neck-shoulder-stretches'],
    ['shoulders up by my ears after hours at the computer', 'desk-neck-shoulder-stretches'],
    ['hip flexors tight from driving all day', 'tight-hip-flexor-stretches'],
    ['how do i stretch my hip flexors', 'tight-hip-flexor-stretches'],
    ['i feel faint when i get up from lying on the mat', 'dizzy-standing-up'],
    ['head rush getting up off the floor after pilates', 'dizzy-standing-up'],
    ['is walking ok with arthritis in my knee, how many minutes', 'walking-with-knee-arthritis'],
    ['how often can i walk if i have osteoarthritis in my knees', 'walking-with-knee-arthritis'],
    ['stretching with arthritis, every day or not', 'stretching-with-arthritis'],
    ['is streching good for my artheritis', 'stretching-with-arthritis'],
    ['are hammer curls better than regular curls', 'hammer-vs-regular-curls'],
    ['thumbs up or palms up curls for bigger biceps', 'hammer-vs-regular-curls'],
    ['my back rounds on the last few reps of deadlifts', 'deadlift-back-rounding'],
    ['rounded back at the end of a deadlift set, what should i do', 'deadlift-back-rounding'],
    ['full body or push pull legs at home', 'ppl-vs-full-body'],
    ['ppl or full body if i only have dumbbells', 'ppl-vs-full-body'],
  ])('%s → %s', (message, id) => {
    expect(topTopic(message)).toBe(id);
  });

  // A neighbouring question keeps its own topic.
  it.each([
    ['my lower back hurts', 'lower-back-pain'],
    ['i have arthritis in my knees', 'knee-arthritis-exercises'],
    ['is it bad to work out right before bed', 'evening-workout-sleep'],
    ['my lower back rounds at the bottom of my squat', 'butt-wink'],
    ['ppl vs upper lower', 'ppl-vs-upper-lower'],
    ['i have pots and get dizzy standing', 'pots-exercise'],
  ])('%s stays with %s', (message, id) => {
    expect(topTopic(message)).toBe(id);
  });
});
