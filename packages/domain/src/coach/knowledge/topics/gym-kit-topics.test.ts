import { describe, expect, it } from 'vitest';
import { searchKnowledge } from '../knowledge-index';

const topTopic = (message: string) => searchKnowledge(message, 1)[0]?.topic?.id;

// Kit, the gym itself and food in daily life, asked in words other than the topics' own questions,
// find their topic.
describe('gym and kit topics', () => {
  it.each([
    ['new to bands, which colour do i begin on', 'first-resistance-band'],
    [
      'my band set has 5 strengths, which is the right one for me to start',
      'first-resistance-band',
    ],
    ['how heavy a kettlebell should a woman buy', 'first-kettlebell-weight'],
    ['getting my first kettlebell, 12 or 16 kg?', 'first-kettlebell-weight'],
    ['side plank 20 seconds per side, is that each side or total', 'per-side-reps'],
    ['lunges 10 each leg, do i do 20 reps then', 'per-side-reps'],
    ['what do i need to take with me to the gym', 'gym-bag-essentials'],
    ['what to put in a gym bag', 'gym-bag-essentials'],
    ['is it ok to leave my plates on the bar', 'gym-etiquette'],
    ['someone keeps hogging the bench, is that bad etiquette', 'gym-etiquette'],
    ['should i buy weightlifting shoes for squatting', 'lifting-shoes'],
    ['can i squat in running trainers', 'lifting-shoes'],
    ['are lifting gloves a good idea', 'gloves-padded-grips'],
    ['arthritic hands, would foam grips on my dumbbells help', 'gloves-padded-grips'],
    ['the gym is always crowded at 6pm, how do i get my workout done', 'busy-gym-session'],
    ['all the racks are full at my gym, what should i do', 'busy-gym-session'],
    ['are weight machines better for my achy joints than bands', 'machines-for-sore-joints'],
    ['machines or free weights with arthritis in my hips', 'machines-for-sore-joints'],
    ['is the leg press bad for my knees', 'leg-press-bp-knees'],
    ['leg press and blood pressure, is it safe', 'leg-press-bp-knees'],
    ['foods that fight inflammation', 'anti-inflammatory-eating'],
    ['should i take turmeric for my arthritis', 'anti-inflammatory-eating'],
    ['is 600mg of caffeine a day too much', 'caffeine-how-much-too-much'],
    ['how much caffeine is safe per day', 'caffeine-how-much-too-much'],
    ['does coffee put my blood pressure up', 'coffee-high-blood-pressure'],
    ['how much coffee can i drink with hypertension', 'coffee-high-blood-pressure'],
    ['how many calories should each of my 3 meals be', 'splitting-calories-across-meals'],
    ['how do i split 2000 calories over my meals', 'splitting-calories-across-meals'],
    ['will fasting in ramadan help me lose weight', 'ramadan-weight-loss'],
    ['i always gain weight during ramadan', 'ramadan-weight-loss'],
    ['healthiest thing to get from a chinese takeaway', 'takeaway-choices'],
    ['getting a takeaway tonight but im cutting, what do i order', 'takeaway-choices'],
  ])('%s → %s', (message, id) => {
    expect(topTopic(message)).toBe(id);
  });

  // Messages that share a word with these topics but ask something else keep their own topic.
  it.each([
    ['when do i move up to the stronger resistance band', 'resistance-band-progression'],
    ['kettlebell workout for beginners', 'kettlebell-basics'],
    ['tips for my first day at the gym', 'first-gym-session'],
    ['what running shoes should i buy', 'running-shoes'],
    ['my fingers ache holding the band', 'sore-fingers-gripping'],
    ['how do i train while fasting for ramadan', 'ramadan-training'],
    ['is coffee good before a workout', 'caffeine'],
    ['how do i eat healthy at restaurants', 'eating-out'],
    ['how much protein per meal', 'protein-per-meal'],
    ['free weights or machines', 'free-weights-vs-machines'],
  ])('%s stays %s', (message, id) => {
    expect(topTopic(message)).toBe(id);
  });
});
