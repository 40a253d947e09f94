import { describe, expect, it } from 'vitest';
import { frameOfTurns as frameOf, reply } from '../coach-fixtures.test-helpers';

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

describe('a question with a pronoun that stands for nothing said before is its own', () => {
  it('"was it just a bad day" asks its own topic, not the one before', () => {
    const frame = frameOf(
      'deadlifts felt heavy as hell today',
      'like 120 felt like a max attempt, usually its a solid triple',
      'do i need a deload or was it just a bad day',
    );
    expect(frame.topic?.id).toBe('deload-week');
  });

  it('"this week" is now, not what was said', () => {
    const frame = frameOf(
      'how far off am i from the 140 deadlift',
      'can i just test a 1rm this week and see',
    );
    expect(frame.topic?.id).toBe('one-rep-max-testing');
  });
});

describe('"and X?" names a thing of the same area', () => {
  it('"and naps? do those count" after sleep asks about naps', () => {
    const frame = frameOf(
      'how much sleep do i need to actually build muscle',
      'and naps? do those count',
    );
    expect(frame.topic?.id).toBe('naps');
  });

  it('"and sets?" after what reps are stays on the topic that explains both', () => {
    const frame = frameOf('what does reps mean', 'and sets?');
    expect(frame.topic?.id).toBe('sets-and-reps-explained');
  });
});

describe('a question that takes up what the answer before said', () => {
  it('"why should i avoid deep bending" after a new hip asks the reason of that answer', () => {
    const frame = frameOf(
      'what leg exercises r safe after a hip replacement',
      'why should i avoid deep bending tho',
    );
    expect(frame.topic?.id).toBe('hip-replacement-exercise');
    expect(frame.followUp).toBe('why');
  });

  it('"the morning of" is the morning of the event just told', () => {
    const frame = frameOf(
      'signed up for a 10k fun run next month!!',
      'what should i eat the morning of',
    );
    expect(frame.topic?.id).toBe('pre-match-meal');
  });

  it('"what can i do instead" after a row that hurts reads the pain and the row with it', () => {
    const frame = frameOf('bent over rows hurt my lower back', 'what can i do instead');
    expect(frame.followUp).toBe('still');
    expect(frame.text).toContain('lower back');
    expect(frame.exercise?.name).toBe('Dumbbell Bent-Over Row');
  });
});

describe('a new focus for a session, and time off asked about', () => {
  it('"legs?" after a chest and back session leaves the chest and back movements behind', () => {
    const frame = frameOf('can u give me a chest n back workout, like 40 min', 'legs?');
    expect(frame.session?.focus).toBe('lower');
    expect(frame.session?.targetPatterns ?? []).toEqual([]);
  });

  it.each([
    'camping for 5 days next week no gym obviously. am i gonna lose strength?',
    'did i lose all my gains??',
    'how do i not lose all my strength',
  ])('"%s" asks about time off, not weight loss', (message) => {
    expect(frameOf(message).topic?.id).toBe('detraining');
  });

  it('losing muscle from fasted cardio is not time off', () => {
    expect(frameOf('would i lose muscle doing fasted cardio every morning').topic?.id).not.toBe(
      'detraining',
    );
  });

  it('an app topic needs a word of the app: a hotel week for work asks about training away', () => {
    expect(frameOf('hotel all week for work no gym. ideas').topic?.id).toBe('travel-routine');
  });

  it('eating on night shifts has its own answer', () => {
    expect(
      frameOf(
        'i work nights and i always end up hitting the vending machine at like 3am. what should i bring instead',
      ).topic?.id,
    ).toBe('eating-on-night-shifts');
  });

  it('a stimulant asked with a condition is the stimulant topic', () => {
    expect(frameOf('is pre workout ok with my blood pressure').topic?.id).toMatch(
      /^(caffeine|pre-workout-supplements)$/,
    );
  });
});

describe('going heavier is adding load', () => {
  it('"how do i know when to go heavier" is progressive overload, not heavy lifting with high blood pressure', () => {
    expect(frameOf('how do i know when to go heavier').topic?.id).toBe('progressive-overload');
  });
});

describe('warning signs, new subjects and food for a condition', () => {
  it('tightness in the chest on a hill walk is a heart warning, whatever the word order', () => {
    const answer = reply(
      'felt tightness in my chest on a hill walk today, went away when i stopped. prob nothing right?',
    );
    expect(answer.message).toMatch(/emergency services/);
  });

  it('"random q" after a sore back is a new subject', () => {
    expect(
      frameOf(
        'my lower back aches after sitting all day at work, any quick stretches',
        'ok thx. random q but whats a good name for a grey cat',
      ).intent,
    ).toBe('out-of-scope');
  });

  it('"what would u order" after fast food asks what to choose, not to order', () => {
    expect(
      frameOf('can i have a maccies and still lose weight', 'what would u order tho').intent,
    ).toBe('nutrition');
  });

  it('"and what should i be eating for it" after osteopenia is food for the bones', () => {
    const frame = frameOf(
      'just got the scan back, i have osteopenia. what exercise is good for my bones',
      'and what should i be eating for it',
    );
    expect(frame.topic?.id).toBe('vitamin-d-calcium-bones');
    expect(frame.entities.bodyParts).toEqual([]);
  });

  it('what to eat with type 2 diabetes has its own answer; eating before the gym stays with exercise', () => {
    expect(frameOf('i have type 2 diabetes, what should i eat').topic?.id).toBe(
      'diet-for-type-2-diabetes',
    );
    expect(frameOf('type 2 diabetic here. should i eat before i work out?').topic?.id).toBe(
      'type-2-diabetes',
    );
  });

  it('"weekends are killing me" and arms that are not growing are no pain and no exercise list', () => {
    expect(
      frameOf('weekends are killing me. i just eat everything in sight').entities.hasPain,
    ).toBe(false);
    expect(frameOf('been lifting 4 months and my arms arent growing at all').topic?.id).toBe(
      'not-seeing-results',
    );
  });
});
