import { describe, expect, it } from 'vitest';
import { findTopic, searchKnowledge } from '../knowledge-index';

// Health, safety and population questions, worded unlike the topics' own questions, find the
// topic that answers them, and that topic says the point they ask for.
describe('health and population topics', () => {
  it.each([
    ['i wee a little when i run since my baby, should i stop running', 'leaking-during-exercise'],
    ['my calves cramp up in bed most nights', 'night-leg-cramps'],
    ['is cycle syncing legit', 'menstrual-cycle'],
    ['bloated on my period, how do i brace for deadlifts', 'menstrual-cycle'],
    [
      '49 and perimenopausal, night sweats wreck my sleep, should i still train',
      'menopause-sleep-fatigue',
    ],
    ['I feel lonely walking by myself since my friend moved', 'walking-alone-lonely'],
    ['is it selfish to go to the gym when my kids are home', 'exercise-parent-guilt'],
    [
      'moved house all weekend and my whole body is stiff, train today or rest?',
      'stiff-after-gardening',
    ],
    [
      'i walk 15k steps at my job as a nurse, do i still need to lift',
      'strength-work-on-busy-feet-days',
    ],
    [
      "i can't get down on the floor, what exercises can i do standing",
      'exercises-without-the-floor',
    ],
    ['do three 10 minute walks count as much as one 30 minute walk', 'short-walks-or-one-long'],
    ['should i take the stairs at work with my bad knee', 'stairs-with-a-sore-knee'],
    ['havent had my period for 5 months since marathon training', 'missed-periods-training'],
    ['is it safe to lift on my period', 'menstrual-cycle'],
    ["my dad died last month and i've lost all interest in training", 'exercise-while-grieving'],
    ['menopause and joint pain, can i still lift', 'menopause'],
    ['i have angina, can i exercise', 'heart-conditions'],
    ['fibromyalgia and i hurt all over, can i exercise', 'fibromyalgia-exercise'],
    ["i've got a chesty cough, should i run", 'training-with-a-cold'],
    ['heavy periods wipe me out, am i low on iron', 'anaemia-exercise'],
    ['when can i train after my c-section', 'postpartum-return'],
    ['what helps my knees on steep descents when hiking', 'knee-pain-downhill'],
    ['my hands hurt gripping the dumbbells', 'sore-fingers-gripping'],
    [
      'I feel lightheaded after the leg press, I think I hold my breath. Bad with my blood pressure?',
      'hypertension',
    ],
    ['feeling lonely since retiring, would joining a gym help', 'walking-alone-lonely'],
    ['what should my gran do if she has a fall at home and cant get up', 'getting-up-after-a-fall'],
    ['recommended weekly exercise for over 70s?', 'activity-guidelines-older-adults'],
    ['will going on hrt stop me gaining weight', 'hrt-and-exercise'],
  ])('%s → %s', (message, id) => {
    expect(searchKnowledge(message, 1)[0]?.topic?.id).toBe(id);
  });

  it.each([
    ['osteoporosis', /walking alone is not enough/],
    ['older-adults-lifting', /2-3 non-consecutive days/],
    ['menstrual-cycle', /evidence for cycle syncing is weak/],
    ['arthritis', /rest day between/],
    ['return-after-illness', /come back much faster/],
    ['leaking-during-exercise', /pelvic floor/],
    ['getting-up-after-a-fall', /roll onto your side.*personal alarm/],
    ['activity-guidelines-older-adults', /balance and strength together .* on 3 or more days/],
    ['hrt-and-exercise', /GP or a menopause specialist/],
  ])('%s says %s', (id, point) => {
    expect(findTopic(id)?.answer).toMatch(point);
  });
});
