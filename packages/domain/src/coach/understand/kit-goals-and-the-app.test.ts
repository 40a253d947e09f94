import { describe, expect, it } from 'vitest';
import {
  buildCoachContext,
  conversation,
  fixtureCatalogue,
  reply,
} from '../coach-fixtures.test-helpers';
import { understandAlone } from './understand-message';
import { createExerciseMatcher } from './exercise-matcher';
import { extractEntities } from './extract-entities';
import { readForTwo, readStateSaid, readWarmUpFor } from './session-words';
import { readLongMessage } from './told-and-asked';

// Kit, goals, one muscle, kinds of session and the app itself in everyday words (session 29's
// blind sets).
const matcher = createExerciseMatcher(fixtureCatalogue);

describe('a story and the question at its end', () => {
  it('reads a clock time as no age', () => {
    expect(extractEntities('had a presentation at 10 then lunch').age).toBeNull();
    expect(extractEntities('gym at 11:30 then work').age).toBeNull();
    expect(extractEntities('is it too late to start lifting at 45').age).toBe(45);
    expect(extractEntities('can you still build muscle at 60?').age).toBe(60);
  });

  it('reads a short question that names an exercise with the sentence before it', () => {
    const story =
      'long day, presentation went fine, then lunch with the team and my train home was cancelled. got home and did a back workout with my dumbbells. when i do the rows my lower back gets tired way before my lats feel anything. am i doing the rows wrong';
    const read = readLongMessage(story, matcher);
    expect(read.exercise?.name).toBe('Dumbbell Bent-Over Row');
    expect(read.intent).toBe('exercise-technique');
  });

  it('composes the session a story sets up when its question only asks for ideas', () => {
    const answer = reply(
      'im at the office rn, shirt n trousers on, got 20 min lunch break and no gym near. want to get some muscle work in w/o sweating thru my shirt, any ideas? no dumbbells here obviously',
    );
    expect(answer.intent).toBe('workout-request');
    expect(answer.workout?.minutes).toBeLessThanOrEqual(22);
  });
});

describe('a kind of session asked for', () => {
  it('reads a warm-up asked for, and what it is for', () => {
    expect(readWarmUpFor('about to squat heavy, give me a 15 min warm up')).toBe('lift');
    expect(readWarmUpFor('whats a quick warmup before my 5k, like 5-8 min')).toBe('activity');
    expect(readWarmUpFor('give me a 10 min warm-up')).toBe('general');
    // A workout that opens with a warm-up is a workout.
    expect(readWarmUpFor('a 30 min leg workout with a good warm up')).toBeNull();
    expect(readWarmUpFor('how long should i rest between sets')).toBeNull();
  });

  it('composes a warm-up of mobility that ends with the lift itself, without a cool-down', () => {
    const answer = reply('about to squat heavy, give me a 15 min warm up');
    expect(answer.workout?.name).toBe('15-Minute Warm-Up');
    expect(answer.workout?.cooldown).toEqual([]);
    expect(answer.message).toMatch(/empty bar/);
    expect(answer.message).not.toMatch(/cool down/);
  });

  it('keeps a warm-up a warm-up when it is made shorter', () => {
    const answer = conversation(
      'about to squat heavy, give me a 15 min warm up',
      'shorter, 8 min max',
    );
    expect(answer.workout?.name).toBe('8-Minute Warm-Up');
    expect(answer.message).toMatch(/empty bar/);
  });

  it('reads a session for two, and says how two share it', () => {
    expect(readForTwo('my gf wants to workout with me tonite, 30 min for the 2 of us')).toBe(true);
    expect(readForTwo('me n my brother wanna train tonight')).toBe(true);
    expect(readForTwo('can you put together a 20 min session')).toBe(false);
    const answer = conversation(
      'me n my brother wanna train together tonight, one pair of dumbbells. 40 min full body?',
      'make it shorter like 25',
    );
    expect(answer.workout).not.toBeNull();
    expect(answer.message).toMatch(/take turns/);
  });

  it('composes a stretch asked for with "do me like a"', () => {
    const answer = reply('can u do me like a 10 min stretch before bed, my hips are so tight');
    expect(answer.intent).toBe('workout-request');
    expect(answer.workout?.name).toMatch(/Mobility/);
  });
});

describe('one muscle, and what else the question is about', () => {
  it('answers posture with its topic, not a list for the shoulders', () => {
    const frame = understandAlone(
      'my daughter says i slouch, rounded shoulders. what exercises would fix my posture?',
      matcher,
    );
    expect(frame.topic?.id).toBe('posture-exercises');
    expect(frame.muscle ?? null).toBeNull();
  });

  it('reads muscle built back as a return, not the back muscles', () => {
    expect(
      understandAlone(
        'how much protein if im breastfeeding and trying to build my muscle back',
        matcher,
      ).muscle ?? null,
    ).toBeNull();
  });

  it('keeps the list when only the muscle and the kit are named', () => {
    expect(understandAlone('best exercises for glutes', matcher).muscle?.label).toBe('glutes');
    expect(
      understandAlone('hotel gym only has a cable machine, what do i do for chest', matcher).topic
        ?.id,
    ).not.toBe('cable-machine-basics');
  });
});

describe('a follow-up that names an exercise', () => {
  it('takes the topic written for that exercise on the same subject', () => {
    const answer = conversation(
      'my doctor says my blood pressure is high, which exercises should i stay away from?',
      'what about holding planks, are those alright?',
    );
    expect(answer.message).toMatch(/short holds such as planks and wall sits/);
  });
});

describe('the app itself', () => {
  it('answers what the check-in does with the check-in, not the records', () => {
    const frame = understandAlone(
      'does the weekly check in thing actually change my exercises or is it just for show',
      matcher,
    );
    expect(frame.topic?.id).toBe('app-progress-check-in');
  });

  it('says the camera is optional', () => {
    expect(reply('do i have to be filmed? i really dont like being on camera').message).toMatch(
      /camera is optional/,
    );
  });

  it('says how the calorie target is worked out when asked whether to trust it', () => {
    const context = buildCoachContext();
    const answer = reply(
      'how does the app know how many calories i should eat, is the target even accurate or just a guess',
      { context },
    );
    expect(answer.message).toMatch(/Mifflin-St Jeor/);
    expect(answer.message).toMatch(/starting point/);
  });

  it('answers "should i change anything in my plan" after pain with what to change', () => {
    const answer = conversation(
      "my knee's been a bit achy after the squats",
      'should i change anything in my plan?',
    );
    expect(answer.intent).toBe('injury');
    expect(answer.message).toMatch(/^Yes, for now: keep the plan, but change what loads/);
  });
});

describe('an answer doubted', () => {
  it('gives the answer before with its reason when asked if it is sure', () => {
    const answer = conversation(
      'should i stretch before lifting',
      'wait u said skip static stretching before?? my coach made us do it every session. are u sure about that',
    );
    expect(answer.intent).toBe('recovery');
    expect(answer.message).toMatch(/dynamic/i);
  });

  it('points at the figure doubted', () => {
    const answer = conversation(
      'how long should i rest between sets',
      '2-3 min seems crazy long for building muscle, my gym mate says 30 sec to keep the pump going. that makes no sense',
    );
    expect(answer.workout).toBeNull();
    expect(answer.message).toMatch(/So, in short: Rest about 2-3 minutes/);
  });

  it('reads a new figure of the user’s own as a new question, not a doubt', () => {
    const answer = conversation(
      'how high should my heart rate go when i exercise? im 63',
      'the watch says my max is 157 is that right',
    );
    expect(answer.message).not.toMatch(/^So, in short/m);
  });
});

describe('in the middle of a session, and about someone else', () => {
  it('answers the weight for the sets left, not the records', () => {
    const frame = understandAlone(
      'mid squat set 3/5 at 100 and my legs were shaking on rep 4, barely got 5. do i finish the last 2 sets or drop the weight??',
      matcher,
    );
    expect(frame.topic?.id).toBe('next-set-weight');
    expect(understandAlone('squat score still going up? what is it now', matcher).intent).toBe(
      'form-feedback',
    );
  });

  it('answers a child’s age with lifting for teenagers', () => {
    const frame = understandAlone(
      'my son just turned 13 and keeps sneaking into my room to use my dumbbells. is he too young to be lifting?? dont wanna mess up his growth plates',
      matcher,
    );
    expect(frame.topic?.id).toBe('teens-lifting');
  });
});

describe('a part in a cast or a sling', () => {
  it('reads a cast, a sling or a recent operation as an injury to protect', () => {
    const sling = extractEntities('my left arm is in a sling after shoulder surgery');
    expect(sling.immobilised).toBe(true);
    expect(sling.hasPain).toBe(true);
    expect(extractEntities('meniscus trim 6 weeks ago, physio going well').immobilised).toBe(true);
    expect(extractEntities('had my knee operation years ago, all fine').immobilised).toBe(false);
  });

  it('reads a broken thing as no broken bone', () => {
    const frame = understandAlone(
      'ac at the gym is broken and its literally boiling in there',
      matcher,
    );
    expect(frame.intent).not.toBe('injury');
    expect(
      understandAlone('i think i broke my toe, its purple and throbbing', matcher).intent,
    ).toBe('injury');
  });

  it('composes legs and core with nothing held for an arm in a sling', () => {
    const answer = reply(
      'could you put together a gentle 25 minute routine? my left arm is in a sling after shoulder surgery',
    );
    expect(answer.workout?.name).toMatch(/Lower-Body/);
    for (const item of answer.workout?.exercises ?? [])
      expect(item.name).not.toMatch(
        /dumbbell|band|push-up|press|row|plank|bird dog|curl|superman/i,
      );
    expect(answer.message).toMatch(/Nothing held, pushed or pulled with your arms/);
  });

  it('keeps the cast told before for the session asked next', () => {
    const answer = conversation(
      'got a cast on my right wrist til mid april, fractured it',
      'ok give me a 40 min workout for today then. only got my dumbbells at home',
    );
    for (const item of answer.workout?.exercises ?? [])
      expect(item.name).not.toMatch(/dumbbell|push-up|press|row|plank|curl/i);
  });
});

describe('a state told beside a session', () => {
  it('says how to train hungover or in the heat', () => {
    expect(readStateSaid('bit hungover ngl, went out last nite')).toBe('hungover');
    expect(readStateSaid('ac is broken and its boiling in here')).toBe('hot');
    expect(readStateSaid('give me a 20 min workout')).toBeNull();
    const answer = conversation(
      'bit hungover ngl went out last nite',
      'can u give me something light like 30 mins, not tryna die today',
    );
    expect(answer.workout).not.toBeNull();
    expect(answer.message).toMatch(/drink a big glass of water/);
    expect(reply('heatwave here, 20 min workout at home pls').message).toMatch(/In the heat/);
  });
});
