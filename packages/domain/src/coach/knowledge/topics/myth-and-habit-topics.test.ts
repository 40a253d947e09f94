import { describe, expect, it } from 'vitest';
import { searchKnowledge } from '../knowledge-index';

const topTopic = (message: string) => searchKnowledge(message, 1)[0]?.topic?.id;

// Myths and habits (stiff ankles in the squat, "no pain no gain", ever more protein, 10,000
// steps, cardio before weights, the end of linear progression), worded unlike the topics' own
// questions, find the topic that answers them.
describe('myth and habit topics', () => {
  it.each([
    ['what drills help ankle dorsiflexion for a deeper squat', 'ankle-mobility-squat'],
    ['tight calves and ankles stop me going below parallel', 'ankle-mobility-squat'],
    ['how do i do the knee to wall ankle test', 'ankle-mobility-squat'],
    ['does no pain no gain actually apply to lifting', 'no-pain-no-gain'],
    ['my trainer says go hard or go home every session, is that right', 'no-pain-no-gain'],
    ['should i feel totally exhausted after every workout', 'no-pain-no-gain'],
    ['does eating excess protein build extra muscle', 'more-protein-not-better'],
    ['is 250g of protein overkill for an 80kg guy', 'more-protein-not-better'],
    ['why did people start saying 10,000 steps', 'ten-thousand-steps-origin'],
    ['is ten thousand steps based on science or a pedometer advert', 'ten-thousand-steps-origin'],
    ['is it smarter to slim down with cardio and only lift weights later', 'lift-from-day-one'],
    ['scared weights will make me heavier while dieting', 'lift-from-day-one'],
    ['stuck resetting my bench on linear progression again', 'after-linear-progression'],
    [
      'is it time for an intermediate program, cant add 2.5kg each session',
      'after-linear-progression',
    ],
    ['how does a heavy light medium week work after stronglifts', 'after-linear-progression'],
  ])('%s → %s', (message, id) => {
    expect(topTopic(message)).toBe(id);
  });
});
