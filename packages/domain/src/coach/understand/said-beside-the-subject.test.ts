import { describe, expect, it } from 'vitest';
import { contextWithConditions, conversation, reply } from '../coach-fixtures.test-helpers';

// Words said beside what is asked (a craving "killing me", a family history, a relative's
// boredom, a meal named for a condition) that must not decide the subject.
describe('what is asked, whatever is said beside it', () => {
  it('reads "cravings r killing me" as food, not pain', () => {
    expect(reply('sugar cravings r killing me rn').intent).toBe('nutrition');
    expect(reply('my knees r killing me').intent).toBe('injury');
  });

  it('composes a session asked for beside a life stage', () => {
    const answer = reply(
      'can u make me a 25 min band workout for my bones? menopause and osteoporosis runs in my family',
    );
    expect(answer.intent).toBe('workout-request');
    expect(answer.workout?.minutes).toBeLessThanOrEqual(25);
  });

  it('answers a meal for a condition with what to eat for it', () => {
    const answer = reply('WHAT IS A GOOD BREAKFAST FOR MY BLOOD PRESURE');
    expect(answer.intent).toBe('nutrition');
    expect(answer.message).toMatch(/^DASH and Mediterranean-style eating/);
    expect(reply('is a mediterranean diet good for high blood pressure').message).toMatch(
      /^Yes: DASH/,
    );
  });

  it('reads "till i cant do another rep" as training to failure, with the limit high blood pressure sets', () => {
    const context = contextWithConditions('hypertension');
    const message =
      'is it ok to keep going till i cant do another rep? my grandson says thats how u get strong';
    expect(reply(message).message).toMatch(/short of failure/);
    expect(reply(message).message).not.toMatch(/With your high blood pressure/);
    expect(reply(message, { context }).message).toMatch(
      /With your high blood pressure, end sets 2-3 reps short of failure/,
    );
  });

  it('answers an ice bath after lifting by its own topic, not heat or cold for soreness', () => {
    expect(reply('does an ice bath straight after lifting kill gains?').message).toMatch(
      /^Ice baths reduce soreness .*wait at least 4-6 hours/,
    );
    expect(reply('heat or ice for sore legs').message).toMatch(/warmth is usually the better pick/);
  });

  it('answers exercise after a relative’s hip replacement, not their boredom', () => {
    const answer = reply(
      "dad (74) had his hip replaced 6 weeks ago, surgeon said he can start exercising now. what can he actually do at home? he's bored out of his mind lol",
    );
    expect(answer.message).toMatch(/Follow your surgeon and physiotherapist first/);
  });

  it('reads gym shorthand for kit: "db" is a dumbbell', () => {
    expect(reply('my heaviest db is 22.5kg and its getting way too easy').message).toMatch(
      /^Light weights still build muscle/,
    );
  });

  it('answers a deload or taper before a max by the peaking topic, not the lift’s how-to', () => {
    expect(reply('should i deload before i try the 140 deadlift single').message).toMatch(
      /^Peak over the last 3-4 weeks/,
    );
    expect(reply('do i need a deload for bench').message).toMatch(
      /^A deload is a planned easier week/,
    );
    expect(
      reply('uni gym only has the smith free at peak. how do i squat on a smith machine').message,
    ).not.toMatch(/^Peak over/);
  });

  it('composes an active recovery session as mobility work', () => {
    const answer = reply(
      'can u give me a 20 min active recovery thing i can do at home, no equipment',
    );
    expect(answer.intent).toBe('workout-request');
    expect(answer.message).toMatch(/mobility workout/);
  });

  it('reads an upper back sore after rows as muscle soreness, a sore back as pain', () => {
    expect(reply('upper back super sore after the seated rowing').intent).toBe('recovery');
    expect(reply('my back is sore after deadlifts').intent).toBe('injury');
  });

  it('adds the breathing rule for high blood pressure to a health answer that lacks it', () => {
    const context = contextWithConditions('hypertension');
    expect(
      reply('im 63 post menopause, is lifting weights even safe w my blood pressure meds', {
        context,
      }).message,
    ).toMatch(/breathe out on every effort and keep breathing through each rep/);
  });
});

describe('a question that names a subject of its own after another', () => {
  it('answers "does HRT help with that?" after menopause belly fat with HRT', () => {
    const answer = conversation(
      'menopause belly fat wont shift no matter what i do and the hot flushes at night mean my sleep is crap. any advice',
      'does HRT help with that?',
    );
    expect(answer.message).toMatch(/^HRT eases hot flushes/);
  });
});

describe('the condition told, and signs that come first', () => {
  it('answers a question asked beside a condition told by the condition’s topic', () => {
    expect(reply('i have asthma. is it safe to do hiit and lift weights').message).toMatch(
      /^Yes, people with well-controlled asthma can exercise/,
    );
    expect(
      reply(
        'Got diagnosed with osteoporosis last year. Is weight training safe or will I break something?',
      ).message,
    ).toMatch(/protect your bones/);
  });

  it('reads dark urine after a hard session as possible muscle breakdown, urgent', () => {
    const answer = reply(
      'did a crazy hard workout 4 days ago, still super sore n swollen and my pee is kinda dark brown?? is that normal doms',
    );
    expect(answer.intent).toBe('health');
    expect(answer.message).toMatch(/rhabdomyolysis.*Get medical care today/s);
  });

  it('reads "bloated n puffy" from creatine as the supplement’s question, a puffy ankle as injury', () => {
    expect(reply('creatine worth it? heard it makes u bloated n puffy').intent).toBe('nutrition');
    expect(reply('my ankle is all puffy after i rolled it').intent).toBe('injury');
  });

  it('composes a session named without a verb, with the sore part told after it', () => {
    const answer = reply('quick 15 min no kit workout for today? knee is a bit cranky');
    expect(answer.intent).toBe('workout-request');
    expect(answer.workout?.minutes).toBeLessThanOrEqual(15);
    expect(reply('20 min workout enough?').intent).not.toBe('workout-request');
    expect(reply('5 min breakfast with actual protein in it??').intent).toBe('nutrition');
  });

  it('judges a number to cut down to against the plan, and a short stall as water', () => {
    expect(
      reply('the scale hasnt budged in like 10 days. should i just drop to 1200 cals??').message,
    ).toMatch(
      /^1,200 kcal is 800 kcal below your plan's target.*A stall of a week or two is normal/,
    );
  });

  it('reads "water goal?" as the plan’s own target and "for ages" as a long time', () => {
    expect(reply('water goal?').message).toMatch(/^Your plan's daily target/);
    expect(
      reply('weight stuck around 92 for ages, should i just eat way less??').message,
    ).not.toMatch(/oestrogen/);
  });
});

describe('topics for one kind of a condition', () => {
  it('answers arthritis of knees and hands by the arthritis topic, not rheumatoid arthritis', () => {
    const question =
      'I have arthritis in my knees and hands, is it still ok for me to do strength training or will it make it worse';
    expect(reply(question).message).not.toMatch(/rheumatoid/);
    expect(reply('i have rheumatoid arthritis, can i lift weights').message).toMatch(/rheumatoid/);
  });
});
