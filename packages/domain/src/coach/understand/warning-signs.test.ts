import { describe, expect, it } from 'vitest';
import { reply } from '../coach-fixtures.test-helpers';
import { suggestsClot, warningSignDuring } from './warning-signs';

describe('a warning sign during exercise', () => {
  it.each([
    'got a hot flush feeling and my heart was pounding doing the band rows just now. im on blood pressure tablets. do i keep going?',
    'my heart is pounding really hard during my workout, should i keep going',
    'felt dizzy during squats',
    'what are the warning signs that i should stop exercising straight away',
  ])('answers "%s" with stopping first, never with carrying on', (message) => {
    const text = reply(message).message;
    expect(text).toMatch(/^Stop now: sit down/);
    expect(text).toMatch(/emergency/);
    expect(text).not.toMatch(/^Yes|it gets easier|Usually yes/);
  });

  it('sends chest tightness while running to the chest-pain answer', () => {
    expect(reply('chest feels tight while running, carry on?').message).toMatch(
      /call emergency services/,
    );
  });

  it.each(['chest tight and painful on heavy sets of bench', 'i get chest pain when i bench'])(
    'sends "%s" to the chest-pain answer, a lift named or not',
    (message) => {
      expect(reply(message).message).toMatch(/call emergency services/);
    },
  );

  it('reads a bench stalling "off my chest on heavy sets" as where the bar is, not chest pain', () => {
    expect(
      reply('bench keeps dying 2 inches off my chest on heavy sets, what do i do').message,
    ).not.toMatch(/call emergency services/);
  });

  it.each([
    'my knee clicked a few times on the box squats today, doesnt hurt tho. should i be worried',
    'my hips click on leg raises, is that bad',
  ])('answers a painless noisy joint in "%s" with the clicking-joints answer', (message) => {
    expect(reply(message).message).toMatch(/^Painless clicking or cracking is very common/);
  });

  it.each(['does my heart rate go up when i exercise', 'i get dizzy when i stand up fast'])(
    'leaves "%s" to its topic',
    (message) => {
      expect(reply(message).message).not.toMatch(/^Stop now: sit down/);
    },
  );
});

describe('injuries and life stages that call for holding back', () => {
  it('answers a blow to the ribs with skipping the bench, not with ways to keep it', () => {
    const text = reply(
      'took a knee to the ribs sparring, sharp pain when i breathe in deep. can i still bench tomorrow',
    ).message;
    expect(text).toMatch(/cracked rib/);
    expect(text).not.toMatch(/To keep the [a-z ]*bench press/);
  });

  it('answers how low to go on calories while breastfeeding with a floor and a slow pace', () => {
    const text = reply('breastfeeding my 4 month old, how low can i go on calories').message;
    expect(text).toMatch(/1,800 kcal/);
    expect(text).not.toMatch(/800 kcal a day is too low/);
  });
});

describe('pain is answered by a topic about the body part said, or a general one', () => {
  it.each([
    ['i have a bad back what exercises', /achilles/i],
    ['sore calves', /stairs with a sore knee|your knee hurts on the stairs/i],
  ])('does not answer "%s" with a topic about another part', (message, wrong) => {
    expect(reply(message).message).not.toMatch(wrong);
  });
});

describe('a condition told beside a question of its own', () => {
  it('answers how much protein a diabetic who wants muscle should eat with the grams per kg', () => {
    expect(
      reply(
        'my doctor says i should watch my carbs because of my diabetes, but i want to build muscle. how much protein should i eat a day?',
      ).message,
    ).toMatch(/g of protein per kg/);
  });
});

describe('emergencies and possible tears come before any exercise advice', () => {
  it.each([
    "sudden really bad headache in the middle of my band rows, the worst one i've ever had. should i keep going?",
    'my face went droopy and my speech is slurred after my run',
  ])('answers "%s" with calling emergency services', (message) => {
    expect(reply(message).message).toMatch(/^Stop now and call emergency services/);
  });

  it('answers a pop with bruising and weakness on the bench with no training and a doctor', () => {
    const text = reply(
      'felt something pop near my armpit on a heavy bench single yesterday. now theres bruising and pushing feels weak. ok to do light bench?',
    ).message;
    expect(text).toMatch(/Stop and do not train it, not even light/);
    expect(text).not.toMatch(/lighter load/);
  });

  it.each([
    'i get headaches when i lift heavy',
    'the band snapped and hit me, now my arm is bruised',
  ])('leaves "%s" to its own answer', (message) => {
    expect(reply(message).message).not.toMatch(
      /^Stop now and call emergency services|^Stop and do not train it/,
    );
  });
});

describe('what the coach is', () => {
  it.each(['r u actually a physio or can u diagnose stuff', 'are you a doctor?'])(
    'answers "%s" with what the coach is and that it cannot diagnose',
    (message) => {
      const text = reply(message).message;
      expect(text).toMatch(/AI coach/);
      expect(text).toMatch(/cannot diagnose/);
    },
  );
});

describe('a condition the knowledge has no topic for', () => {
  it('answers "i have sarcoidosis, can i exercise" with the check-up answer, not a chair routine', () => {
    expect(reply('i have sarcoidosis, can i exercise').message).not.toMatch(/chair routine/);
  });
});

describe("today's blood pressure reading against training", () => {
  it.each([
    'bp was high this morning shud i still work out',
    'bp was 150/95 when i checked it at work today. should i skip my workout tonight',
  ])('answers "%s" with measuring again and the thresholds to stop', (message) => {
    expect(reply(message).message).toMatch(/^Sit quietly for 5 minutes and measure again/);
  });

  it.each([
    'is exercise good for high blood pressure',
    'my bp was high right after my workout is that normal',
  ])('leaves "%s" to its own topic', (message) => {
    expect(reply(message).message).not.toMatch(/^Sit quietly for 5 minutes/);
  });
});

describe('a possible clot in the leg', () => {
  it.each([
    'left calf is swollen and warm and achy since my long flight, should i foam roll it',
    'one leg is swollen, red and tender',
    'calf swollen and sore since my knee operation last week',
  ])('"%s" is read as one', (message) => {
    expect(suggestsClot(message)).toBe(true);
  });

  it.each([
    'calves are swollen after leg day',
    'my ankles swell after walking in the heat',
    'calf cramp in the pool',
  ])('"%s" is not', (message) => {
    expect(suggestsClot(message)).toBe(false);
  });

  it('answers it with no massage and a doctor today', () => {
    const text = reply(
      'left calf is swollen and warm since my long flight home, should i just foam roll it out',
    ).message;
    expect(text).toMatch(/Don't massage, foam roll or stretch it/);
    expect(text).toMatch(/Get seen today/);
  });
});

describe('warningSignDuring: dizzy on standing up', () => {
  it('is no sign to stop now when it comes on standing up', () => {
    expect(
      warningSignDuring(
        'i get quite dizzy when i stand up after doing my floor exercises on the mat',
      ),
    ).toBe(false);
  });

  it('still is one during the exercise itself', () => {
    expect(warningSignDuring('i get kinda dizzy sometimes during planks n stuff')).toBe(true);
  });
});
