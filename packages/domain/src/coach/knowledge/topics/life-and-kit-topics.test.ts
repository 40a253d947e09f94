import { describe, expect, it } from 'vitest';
import { reply } from '../../coach-fixtures.test-helpers';
import { searchKnowledge } from '../knowledge-index';

const topTopic = (message: string) => searchKnowledge(message, 1)[0]?.topic?.id;

// Questions of weather, family, the office, kit at home, programmes and progress, in words their
// topics' own questions do not use.
describe('life and kit topics', () => {
  it.each([
    ['is it safe to go for a run when its icy and freezing out', 'cold-weather-exercise'],
    ['best layers for training outdoors in the frost', 'cold-weather-exercise'],
    ['does playing football in the park with my grandkids count', 'active-with-kids'],
    [
      'no showers at my work, how do i freshen up after a lunchtime session',
      'lunch-workout-freshen-up',
    ],
    ['can i really get strong with just bands at home', 'bands-enough-to-get-stronger'],
    ['should kettlebell swings go over my head', 'kettlebell-swing-styles'],
    ['been doing the same program for 6 months, should i switch it up', 'when-to-change-programme'],
    ['are my genes the reason i cant grow', 'genetics-and-muscle-growth'],
    ['how many kg of muscle can a beginner put on in a year', 'muscle-gain-per-year'],
    ['is tinned soup bad for blood pressure', 'ready-meals-and-salt'],
    ['i basically live on microwave meals is that terrible', 'ready-meals-and-salt'],
    ['progress is so slow i feel like quitting', 'slow-progress-motivation'],
    ['my rota changes every week so i never know which days i can train', 'training-days-vary'],
    ['cant catch my breath when i jog, nose or mouth?', 'breathing-while-running'],
    ['whats an ok parkrun time for someone new', 'typical-5k-10k-times'],
    ['best time of day to step on the scale', 'how-often-to-weigh'],
    ['where exactly do i put the tape measure on my waist', 'how-to-measure-waist'],
    // The welcome chip: healthy eating, not how to read a label.
    ['Nutrition advice', 'healthy-eating-basics'],
  ])('"%s" finds %s', (message, topic) => {
    expect(topTopic(message)).toBe(topic);
  });

  it('leaves those subjects to messages that speak of them', () => {
    expect(
      reply('10k in 10 weeks, never ran more than 3k. how many runs a week?').message,
    ).not.toMatch(/rotating list/);
    expect(
      reply('2 kids under 5, i get 2 x 30 min a week. enough to build any muscle?').message,
    ).not.toMatch(/bands are enough/);
    expect(
      reply("can you recommend a good recipe for lasagne for my grandchildren's visit").intent,
    ).toBe('out-of-scope');
  });

  it('keeps Couch to 5K repeats, supplements and the leg press with a condition to their subjects', () => {
    expect(
      reply(
        'doing c25k, week 5 day 3 is the 20 min run and i had to stop at like 12 mins. do i have to restart the whole thing??',
      ).message,
    ).toMatch(/^No need to restart/);
    expect(reply('restarting tips?').message).not.toMatch(/No need to restart/);
    expect(
      reply('thinking of buying an exercise bike for the spare room, good or a waste of money')
        .message,
    ).not.toMatch(/supplements/);
    expect(reply('feet high or low on the leg press?? want more glutes').message).toMatch(
      /^Foot placement/,
    );
    expect(reply('will the hip abductor machine get rid of my saddlebags').message).toMatch(
      /spot-reduce/,
    );
  });

  it('reads conditioning as hard training, and "set it off" as what brings symptoms on', () => {
    expect(topTopic('i have asthma and conditioning days set it off every time, any tips')).toBe(
      'asthma',
    );
  });

  it('answers whether two days a week are worth it', () => {
    const answer = reply('is it even worth training if i only get 2 days a week with work');
    expect(answer.message).toMatch(/^Training twice a week is definitely enough/);
  });
});
