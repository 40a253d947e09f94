import { describe, expect, it } from 'vitest';
import { findTopic, searchKnowledge } from '../knowledge-index';

// Advanced lifters' questions (weak points, autoregulation, programming, readiness, making
// weight, creatine, heavy lifting with high blood pressure, a back tweak), worded unlike the topics'
// own questions, find the topic that answers them, and that topic gives the advanced answer.
describe('advanced lifter topics', () => {
  it.each([
    ['what helps when i get weak out of the hole on squats', 'squat-out-of-the-hole'],
    ['pin squats or pause squats for a weak bottom position', 'squat-out-of-the-hole'],
    ['knee valgus only shows up on my heaviest singles, should i worry', 'knees-cave-heavy-squats'],
    ['my bench always slows down just off my chest, what accessories help', 'bench-off-the-chest'],
    ['triceps work for a weak bench lockout', 'bench-lockout'],
    ['my deadlift grinds at knee height, which accessories', 'deadlift-sticking-point'],
    ['how do i keep my elbows up on heavy front squats', 'front-squat-elbows-drop'],
    ['top single felt like rpe 6 instead of 8, heavier backoffs?', 'back-off-sets-rpe'],
    ['how do i choose accessory exercises for my weak points', 'choosing-accessories'],
    ['daily undulating or block periodisation for an intermediate', 'block-vs-dup'],
    ['my total has been the same for 2 years, genetic potential?', 'advanced-lifter-long-stall'],
    ['oura readiness is low, still do my heavy bench session?', 'low-readiness-heavy-day'],
    ['what is hrv', 'heart-rate-variability'],
    ['should i take a break from creatine every few months', 'creatine-cycling'],
    ['im on bp tablets, are 1 rep maxes safe for me', 'heavy-lifting-blood-pressure'],
    [
      'tweaked my back on deadlifts 10 days ago, when can i go heavy',
      'back-tweak-return-to-heavy-pulls',
    ],
    ['want to lift in the 74 class, im 76 now and the meet is 10 weeks out', 'making-weight-class'],
    ['squat turns into a good morning on heavy sets', 'squat-hips-rise-first'],
    ['what warmups should i take before my first squat attempt at a comp', 'meet-day-warm-up'],
    ['should i get a vbt device', 'velocity-based-training'],
    ['is westside good for raw lifters', 'conjugate-method'],
    ['are chains worth it for bench', 'bands-and-chains'],
    ['should i train off percentages or rpe', 'rpe-vs-percentages'],
    ['how many sets can i do before i stop recovering, whats mrv', 'volume-landmarks'],
    ['how do i set a training max for 5/3/1', 'training-max'],
    ['what are the commands for bench at a meet', 'competition-bench-pause'],
    ['are wrist wraps cheating', 'wrist-wraps'],
    ['what to have between squat and bench at my powerlifting meet', 'meet-day-eating'],
  ])('%s → %s', (message, id) => {
    expect(searchKnowledge(message, 1)[0]?.topic?.id).toBe(id);
  });

  it.each([
    ['squat-out-of-the-hole', /pin squats/],
    ['knees-cave-heavy-squats', /adductors/],
    ['bench-off-the-chest', /Spoto press/],
    ['bench-lockout', /close-grip bench/],
    ['deadlift-sticking-point', /block or rack pulls/],
    ['back-off-sets-rpe', /Each RPE point is worth about 2-4%/],
    ['creatine-cycling', /no need to cycle creatine/],
    ['heavy-lifting-blood-pressure', /Valsalva/],
    ['back-tweak-return-to-heavy-pulls', /pain-free/],
    ['low-readiness-heavy-day', /RPE 7-8/],
  ])('%s says %s', (id, point) => {
    expect(findTopic(id)?.answer).toMatch(point);
  });
});
