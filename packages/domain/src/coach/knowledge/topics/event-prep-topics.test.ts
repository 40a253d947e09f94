import { describe, expect, it } from 'vitest';
import { searchKnowledge } from '../knowledge-index';

const topTopic = (message: string) => searchKnowledge(message, 1)[0]?.topic?.id;

// Getting ready for an event or a sport beside lifting, asked in words the topics' own questions
// do not use, finds its topic.
describe('event preparation topics', () => {
  it.each([
    ['what should i eat before an 11am race', 'pre-match-meal'],
    ['match at 9 in the morning, when do i have brekkie', 'pre-match-meal'],
    ['race morning breakfast', 'pre-match-meal'],
    ['why do i get calf cramps when i swim', 'cramp-swimming-running'],
    ['my calf locks up in the pool every session', 'cramp-swimming-running'],
    ['cramping up in my calves during runs, why', 'cramp-swimming-running'],
    ['how do i do a suitcase carry', 'loaded-carries'],
    ['farmers walk how far and how heavy', 'loaded-carries'],
    ['best way to do carries at home with dumbbells', 'loaded-carries'],
    ['will playing footy ruin my bulk', 'football-and-muscle-gain'],
    ['i play five a side twice a week, can i still put on muscle', 'football-and-muscle-gain'],
    ['does playing basketball stop muscle growth', 'football-and-muscle-gain'],
    ['can i do c25k with a bad knee', 'running-with-a-dodgy-knee'],
    ['want to take up jogging but my knee is dodgy', 'running-with-a-dodgy-knee'],
    ['how much knee pain is ok when starting to run', 'running-with-a-dodgy-knee'],
    ['doing a sponsored 10k walk next month, how do i prepare', 'walking-event-training'],
    ['training for a marathon walk for charity', 'walking-event-training'],
    ['how should i warm up before playing pickleball', 'racket-sport-warm-up'],
    ['warm up routine for padel', 'racket-sport-warm-up'],
    ['what warm up before squash', 'racket-sport-warm-up'],
    ['is aqua aerobics good for arthritis', 'aqua-aerobics'],
    ['water aerobics with high blood pressure', 'aqua-aerobics'],
    ['how do i prepare for the army fitness test', 'military-fitness-test'],
    ['army test in 10 weeks, how should i train', 'military-fitness-test'],
    ['getting ready for the police fitness assessment', 'military-fitness-test'],
  ])('%s → %s', (message, id) => {
    expect(topTopic(message)).toBe(id);
  });

  // Neighbouring subjects keep their own topics.
  it.each([
    ['police fitness test need level 5.4 on the bleep test', 'military-fitness-test'],
    ['stomach cramps when i run', 'cramp-swimming-running'],
    ['i get cramp in my calves at night', 'cramp-swimming-running'],
    ['what should i eat before the gym', 'pre-match-meal'],
    ['how do i warm up before lifting', 'racket-sport-warm-up'],
    ['5 a side what should i do in the gym to get quicker', 'football-and-muscle-gain'],
    ['had a stent fitted, can i go running', 'cramp-swimming-running'],
  ])('%s is not %s', (message, id) => {
    expect(topTopic(message)).not.toBe(id);
  });
});
