import { describe, expect, it } from 'vitest';
import { frameOfTurns as frameOf } from '../coach-fixtures.test-helpers';

// What a turn in the middle of a conversation does to the thread (thread-turns.ts and the rules
// of conversation.ts that use it): a pain, kit or place told before, a statement that goes on
// with the story, a filler, thanks before a question, a question about "it" or the records.

describe('a pain told earlier in the thread stays with it', () => {
  it('a session asked two turns later still protects the part', () => {
    const frame = frameOf(
      'rolled my ankle on my walk this morning ugh',
      'its a bit swollen but i can walk on it',
      'what now',
      'can i still work out tho? give me something that doesnt use the ankle, 25 min',
    );
    expect(frame.intent).toBe('workout-request');
    expect(frame.session?.minutes).toBe(25);
    expect(frame.entities.bodyParts).toContain('ankle');
  });

  it.each([
    [
      'shoulders been clicking and kinda painful on bench lately',
      'front of the shoulder, mostly at the bottom of the rep',
    ],
    [
      'woke up w a stiff neck, cant turn my head to the left',
      'no injury or anything i just slept weird',
    ],
  ])('"%s" then the statement "%s" goes on with the pain', (first, second) => {
    const frame = frameOf(first, second);
    expect(frame.intent).toBe('injury');
    expect(frame.topic?.id).toBe(frameOf(first).topic?.id);
  });

  it('asking when to see someone about it is about the pain, not the app', () => {
    const frame = frameOf(
      'knee still hurts, its been like 3 weeks now',
      'and it gets puffy/swollen after my walks',
      'when should i actually go see someone about it',
    );
    expect(frame.intent).toBe('injury');
    expect(frame.entities.bodyParts).toContain('knee');
  });
});

describe('a question about "it" with nothing of its own stays on the topic before', () => {
  it('"how do i make it less bad next time" after soreness', () => {
    const frame = frameOf(
      'legs are DESTROYED 2 days after leg day lol cant even walk down stairs properly',
      'how do i make it less bad next time',
    );
    expect(frame.topic?.id).toBe('doms-soreness');
  });

  it('a question with a subject of its own is its own', () => {
    const frame = frameOf(
      'gym is soooo packed after work and its lower body day',
      'how do i get it all done in an hour without standing around waiting for stuff',
    );
    expect(frame.topic?.id).not.toBe(
      frameOf('gym is soooo packed after work and its lower body day').topic?.id,
    );
  });
});

describe('walking as everyday life is no how-to', () => {
  it.each([
    'rolled my ankle on my walk this morning ugh',
    'legs are DESTROYED 2 days after leg day lol cant even walk down stairs properly',
    'ok to start my walks again?',
  ])('"%s" names no exercise', (message) => {
    expect(frameOf(message).exercise).toBeNull();
  });

  it.each(['how do i walk properly', 'power walking technique?'])(
    '"%s" is the how-to',
    (message) => {
      expect(frameOf(message).exercise?.name).toBe('Brisk Walking');
    },
  );
});

describe('words that look like a subject but are not', () => {
  it('signing up for a gym is no stroke sign', () => {
    const frame = frameOf('was gonna sign up for a gym to get bigger but its so expensive');
    expect(frame.intent).not.toBe('injury');
  });

  it('walking to the shops and back names no back', () => {
    expect(
      frameOf(
        'Does walking to the shops and back count as exercise, or does it need to be a proper walk?',
      ).entities.bodyParts,
    ).toEqual([]);
  });

  it('an apple watch is no apple', () => {
    expect(
      frameOf('apple watch says 600 cals burned on a 30 min walk. can i eat those back??').food,
    ).toBeNull();
  });
});

describe('the records just read, and the scale', () => {
  it('"the deadlift one, 140 by july realistic?" after the goals is that goal, not the how-to', () => {
    const frame = frameOf(
      'how am i tracking on my goals',
      'the deadlift one specifically, 140 by july realistic?',
    );
    expect(frame.intent).toBe('progress');
  });

  it('a scale that went up, with what went wrong asked, is why the scale moves', () => {
    const frame = frameOf(
      'weighed myself this week and im down almost 2kg!!',
      'but it went up half a kilo this morning wtf did i do wrong',
    );
    expect(frame.intent).not.toBe('progress');
    expect(frame.topic?.id).toBe('water-weight-fluctuations');
  });
});

describe('what a turn in the middle of a conversation does to the thread', () => {
  it('a statement that goes on with the story stays on its topic', () => {
    const frame = frameOf(
      'work has been insane and i keep stress eating at night, like whole bags of chips',
      'i know i shouldnt but i cant stop',
      'what would you do',
    );
    expect(frame.topic?.id).toBe('emotional-eating');
  });

  it('a filler turn ("hmm") leaves the thread where it was', () => {
    const frame = frameOf(
      'can u do me an arm workout 20 min',
      'hmm',
      'what about for my back instead',
    );
    expect(frame.intent).toBe('workout-request');
    expect(frame.session?.targetPatterns).toContain('row');
  });

  it('a question after thanks is what the message asks', () => {
    const frame = frameOf(
      'can you give me something gentle for 20 min with my bands please',
      'thank you. can i do it again tomorrow too?',
    );
    expect(frame.intent).not.toBe('greeting');
    expect(frame.topic?.id).toBe('same-muscle-consecutive-days');
  });

  it('whether to do the session every day is a question, not the session again', () => {
    const frame = frameOf(
      'give me a 25 min workout',
      'can i do this every day to lose weight faster',
    );
    expect(frame.intent).not.toBe('workout-request');
  });

  it('a request far from fitness after a session is declined, not an edit of it', () => {
    const frame = frameOf(
      'give me a 30 min push session',
      'ok thx. also can u help me fix my python script it keeps throwing a keyerror',
    );
    expect(frame.intent).toBe('out-of-scope');
  });

  it('a broken streak is no broken bone', () => {
    expect(frameOf('broke my streak yesterday ugh').intent).not.toBe('injury');
  });
});

describe('kit refused after a session', () => {
  it('"swap the barbell rows" swaps that lift, not everything done with a barbell', () => {
    const frame = frameOf(
      'give me a 45 min pull day',
      'swap the barbell rows for something easier on my lower back',
    );
    expect(frame.session?.avoidWords).toContain('barbell row');
    expect(frame.session?.equipment ?? []).not.toEqual(['Barbell']);
  });

  it('"no bench tho" leaves the bench out', () => {
    const frame = frameOf('can u make me a push day with dumbbells', 'no bench tho');
    expect(frame.intent).toBe('workout-request');
    expect(frame.session?.avoidWords).toContain('bench');
  });
});

describe('short questions after the records, an objection and a shrug', () => {
  it('"is that bad??" after the weight trend is about the records', () => {
    const frame = frameOf(
      'lowkey feel like i just look bigger not stronger lately',
      'my weight keeps creeping up on the app',
      'is that bad??',
    );
    expect(frame.intent).toBe('progress');
  });

  it('"so what should i work on next" after a form score is about the form', () => {
    const frame = frameOf(
      'whats my squat form score lookin like',
      'nice nice so what should i work on next',
    );
    expect(frame.intent).toBe('form-feedback');
  });

  it('"why tho, i feel fine" after a deload asks the reason of that answer', () => {
    const frame = frameOf(
      'been training hard for like 7 weeks straight, should i take a deload',
      'why tho, i feel fine',
    );
    expect(frame.followUp).toBe('why');
    expect(frame.topic?.id).toBe(
      frameOf('been training hard for like 7 weeks straight, should i take a deload').topic?.id,
    );
  });

  it('"whats even the point" stays on the feelings just told', () => {
    const first = frameOf(
      'honestly feeling kinda down',
      'missed the whole week, work was insane',
      'feel like ive already ruined everything',
    );
    const frame = frameOf(
      'honestly feeling kinda down',
      'missed the whole week, work was insane',
      'feel like ive already ruined everything',
      'whats even the point',
    );
    expect(frame.topic?.id).toBe(first.topic?.id);
  });
});

describe('what the turn before told, for the session and the question now', () => {
  it('the kit told before holds for the session asked "with that"', () => {
    const frame = frameOf(
      'travelling for 10 days, hotel gym is just dumbbells up to 20kg',
      'ok write me a leg day with that, 45 mins',
    );
    expect(frame.session?.equipment).toEqual(['Dumbbells']);
  });

  it('the place told before holds for the session asked next', () => {
    const frame = frameOf('in a hotel for work til friday, tiny room', 'give me something 20 mins');
    expect(frame.session?.equipment).toEqual([]);
  });

  it('"can u make it quiet" after a session is an edit of it, however long the story', () => {
    const frame = frameOf(
      'give me something 20 mins',
      'the guy below already banged on the ceiling lol can u make it quiet',
    );
    expect(frame.intent).toBe('workout-request');
    expect(frame.session?.lowImpact).toBe(true);
  });

  it('"where should the bar sit" after an exercise is its barbell, not a protein bar', () => {
    const frame = frameOf(
      'hip thrust or glute bridge whats better for glutes',
      'where should the bar sit',
    );
    expect(frame.intent).toBe('exercise-technique');
    expect(frame.food).toBeNull();
  });

  it('"how do i actually tell" stays on the question just answered', () => {
    const frame = frameOf('is it fat or muscle im gaining', 'how do i actually tell');
    expect(frame.followUp).toBe('detail');
  });

  it('"how long till i hit 85kg?" is the goal, not out of scope', () => {
    expect(frameOf('how long till i hit 85kg?').intent).toBe('progress');
    expect(frameOf('how long to hit 100 pushups').intent).not.toBe('progress');
  });
});

describe('a cut, and what to change', () => {
  it('"thinking of doing a cut before summer" is the cut, not the summer heat', () => {
    expect(frameOf('thinking of doing a cut before summer').topic?.id).toBe('running-a-cut');
  });

  it('"is it ok to do that every day" after a session asks how often', () => {
    const frame = frameOf(
      'something gentle i can do in the lounge 20 min?',
      'is it ok to do that every day while im there',
    );
    expect(frame.intent).not.toBe('workout-request');
  });

  it('"so what do i change" stays on the plateau just told', () => {
    const first = frameOf('ive been stuck on the same weight for 3 weeks now');
    const frame = frameOf(
      'ive been stuck on the same weight for 3 weeks now',
      'and im eating the 1900 cals the app says, mostly',
      'so what do i change',
    );
    expect(frame.topic?.id).toBe(first.topic?.id);
  });
});

describe('a jump on the scale over a day or a week', () => {
  it.each([
    ['its UP 1kg after a whole week of working out wtf is the point', 'water-weight-fluctuations'],
    ['had a takeaway last night and the scales up 1.5kg this morning', 'one-big-meal'],
    [
      'weighed myself this morning and im up a whole kg from yesterday wtf',
      'water-weight-fluctuations',
    ],
  ])('"%s" is %s', (message, topic) => {
    expect(frameOf(message).topic?.id).toBe(topic);
  });

  it('a gain over months is not', () => {
    expect(frameOf('ive gained 5kg since christmas').topic?.id).not.toBe(
      'water-weight-fluctuations',
    );
  });
});

describe('minutes with what the session must be, and the scale told bare', () => {
  it('"like 15 min no jumping" after "quick one?" is a session', () => {
    const frame = frameOf('quick one?', 'like 15 min no jumping');
    expect(frame.intent).toBe('workout-request');
    expect(frame.session?.lowImpact).toBe(true);
  });

  it('"down 1.8kg" then "good?" is about the records', () => {
    expect(frameOf('down 1.8kg').intent).toBe('progress');
    expect(frameOf('down 1.8kg', 'good?').intent).toBe('progress');
  });
});

describe('an easier session in other words, a feeling with a time, how much is enough', () => {
  it('"thats a bit much for me, can u make it easier" after a session makes it easier', () => {
    const frame = frameOf(
      'could you put together a gentle 15 minute band routine for after my swim days',
      'thats a bit much for me after swimming, can u make it easier',
    );
    expect(frame.intent).toBe('workout-request');
    expect(frame.followUp).toBe('easier');
  });

  it('a feeling about the time training takes is not a session asked for', () => {
    expect(
      frameOf(
        'mum guilt is sooo real. feel selfish taking an hour for myself to work out when the kids need me',
      ).intent,
    ).not.toBe('workout-request');
  });

  it('"how much is enough" stays on the topic just discussed', () => {
    const first =
      'ive been vegetarian for 30 years, do i need more protein now im older and starting to exercise';
    expect(frameOf(first, 'how much is enough').topic?.id).toBe(frameOf(first).topic?.id);
  });

  it('"why tho i dont even feel tired" after a deload asks its reason', () => {
    expect(frameOf('how often should i deload', 'why tho i dont even feel tired').followUp).toBe(
      'why',
    );
  });
});

describe('sore hands', () => {
  it('"my hands r really sore" is a pain in the hands', () => {
    const frame = frameOf('my hands r really sore w the arthritis so i cant grip anything');
    expect(frame.entities.hasPain).toBe(true);
    expect(frame.entities.bodyParts).toContain('hand');
  });
});
