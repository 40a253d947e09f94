import { describe, expect, it } from 'vitest';
import { searchKnowledge } from '../knowledge-index';

const topTopic = (message: string) => searchKnowledge(message, 1)[0]?.topic?.id;

// Life-stage questions (the cycle, after birth, ageing joints and bones, joint replacement),
// worded unlike the topics' own questions, find the topic that answers them.
describe('life stage topics', () => {
  it.each([
    ['does training in the luteal phase make you weaker', 'cycle-phase-training'],
    ['follicular vs luteal phase for heavy lifting, does it matter', 'cycle-phase-training'],
    ['does ovulation make you stronger in the gym', 'cycle-phase-training'],
    ['is it normal to gain weight during your period', 'period-weight-gain'],
    ['scales always up 2kg when im due on, is it fat', 'period-weight-gain'],
    ['how do i weigh myself properly when my period messes up the numbers', 'period-weight-gain'],
    ['when can i start ab workouts after a c section', 'postpartum-core-timeline'],
    ['3 months postpartum, are crunches safe now', 'postpartum-core-timeline'],
    ['how soon can i plank after giving birth', 'postpartum-core-timeline'],
    ['does your metabolism get slower as you age', 'metabolism-and-age'],
    ['turned 40 and my metabolism has tanked, is that real', 'metabolism-and-age'],
    ['is it my age slowing my metabolism down', 'metabolism-and-age'],
    [
      'my arthritis flared up after a day of gardening, exercises or rest',
      'arthritis-flare-after-busy-day',
    ],
    ['overdid the diy and now my hands and knees are flaring', 'arthritis-flare-after-busy-day'],
    [
      'arthritis playing up after a long day shopping, still do my band workout?',
      'arthritis-flare-after-busy-day',
    ],
    ['how can i make climbing stairs easier', 'stairs-leg-strength'],
    ['i get puffed going up a flight of stairs, what exercises help', 'stairs-leg-strength'],
    ['what exercises should i do before my knee replacement', 'joint-replacement-prehab'],
    ['hip replacement next month, how do i prepare', 'joint-replacement-prehab'],
    ['prehab for a hip op', 'joint-replacement-prehab'],
    ['my knees are stiff on cold mornings, should i exercise later', 'cold-morning-stiff-joints'],
    ['in winter my joints feel rusty, what helps', 'cold-morning-stiff-joints'],
    ['how do i stop myself breaking a hip if i fall', 'hip-fracture-prevention'],
    ['afraid of falling at home, what can i do', 'hip-fracture-prevention'],
    ['my aunt fractured her hip, how do i avoid the same', 'hip-fracture-prevention'],
  ])('%s → %s', (message, id) => {
    expect(topTopic(message)).toBe(id);
  });
});
