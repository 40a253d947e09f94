import { describe, expect, it } from 'vitest';
import { buildCoachContext, conversation, reply } from '../coach-fixtures.test-helpers';

// A session asked for after telling a limit, and edits to a session in people's words.
describe('a session asked after a limit was told', () => {
  it('protects the part said to hurt in the turn before', () => {
    const answer = conversation(
      'benched heavy yesterday and my right shoulder feels a bit cranky today',
      'can u give me an upper body session that wont piss it off, 30 min',
    );
    expect(answer.workout).toBeDefined();
    expect(answer.message).toMatch(/Protects your [a-z ]*shoulder/);
  });

  it('keeps a pregnancy told in the turn before', () => {
    const answer = conversation(
      'im 14 wks pregnant, been lifting for 3 yrs, can i keep going?',
      'ok can u give me a 30 min sesh thats safe for me',
    );
    expect(answer.workout).toBeDefined();
    expect(answer.message).toMatch(/pregnan/i);
  });
});

describe("today's workout fitted to the time there is", () => {
  it("cuts today's workout to the 40 minutes there are", () => {
    const answer = conversation('whats on today', 'can i do it in 40 min instead, running late');
    expect(answer.workout).toBeDefined();
    expect(answer.workout?.minutes).toBeLessThanOrEqual(44);
    expect(answer.message).toMatch(/built from today's Full Body A/);
  });

  it("keeps a lower-body day's focus when it is cut", () => {
    const context = buildCoachContext({
      todayWorkout: {
        name: 'Lower Body Strength',
        exercises: [{ name: 'Squats', sets: 5, reps: '5' }],
      },
    });
    const answer = reply('i only have 20 mins for that', {
      context,
      history: ['whats on today'],
    });
    expect(answer.message).toMatch(/20-minute lower-body workout built from today's/);
  });

  it('leaves a new request with its own kit to the request', () => {
    const answer = conversation(
      "what's today's workout",
      'only got 35 min and the squat racks are all taken, give me something with dumbbells instead',
    );
    expect(answer.workout?.exercises.every((item) => !/barbell/i.test(item.name))).toBe(true);
  });
});

describe('edits to a session', () => {
  it('eases it when it "looks hard"', () => {
    const answer = conversation(
      'could i have a 20 minute strength session please',
      'oh that looks hard for me. easier?',
    );
    expect(answer.workout).toBeDefined();
    expect(answer.message).toMatch(/Easier version/);
  });

  it('reads "why no lunges in it?" as a question, not a refusal', () => {
    const answer = conversation('lower body workout at home i have 25 min', 'why no lunges in it?');
    expect(answer.intent).toBe('workout-request');
  });

  it('changes it to protect a part said to be sore when asked to', () => {
    const answer = conversation(
      'lower body workout at home i have 25 min',
      'knee is actually sore today after a long walk, can u change it so its easier on it',
    );
    expect(answer.workout).toBeDefined();
    expect(answer.message).toMatch(/Protects your [a-z ]*knee/);
  });

  it('takes the minutes said beside an exercise left out', () => {
    const answer = conversation(
      'give me a 40 min lower body workout',
      'make it 30 and no lunges pls, hate them',
    );
    expect(answer.workout?.minutes).toBeLessThanOrEqual(31);
  });

  it('protects the knees when an exercise is swapped because it hurts them', () => {
    const answer = conversation(
      'give me a full body session for today, 45 min',
      'swap the lunges they kill my knees',
    );
    expect(answer.message).toMatch(/Protects your [a-z ]*knee/);
  });

  it('reads the length of a long request, not when it starts', () => {
    const answer = reply(
      'ok so my lunch break is 45 mins and i want to use it. today i want to hit chest and back, can u put together a session for me i can start in like 10 mins',
    );
    expect(answer.workout?.minutes).toBeGreaterThanOrEqual(40);
  });
});

describe("today's workout changed on request", () => {
  it("makes today's workout quiet when asked in one message", () => {
    const answer = reply(
      'can u make todays workout no jumping pls my downstairs neighbour complains lol',
    );
    expect(answer.workout).toBeDefined();
    expect(answer.message).toMatch(/built from today's/);
    expect(answer.message).toMatch(/no jumping/i);
  });

  it('protects a sore knee when asked to change it after the plan', () => {
    const answer = conversation(
      'workout for today?',
      'my knee is kinda sore today can u change it for my knee',
    );
    expect(answer.workout).toBeDefined();
    expect(answer.message).toMatch(/Since your knee is bothering you/);
  });
});

describe('a session asked to train more of a part', () => {
  it.each([
    ['give me a 30 min workout', 'more legs pls, i want my legs to be absolutely dead after'],
    [
      'can you write me an upper body session for today',
      'actually can we do more legs instead, my legs are lagging behind my upper body',
    ],
  ])('"%s" … "%s" is a lower-body session', (first, second) => {
    const answer = conversation(first, second);
    expect(answer.workout).toBeDefined();
    expect(answer.message).toMatch(/lower-body workout/);
  });
});

describe('a question about how sessions are built', () => {
  it('answers why the heavy lifts come first instead of making a session', () => {
    const answer = reply(
      'why does every workout u give me start with the heavy barbell stuff first',
    );
    expect(answer.workout).toBeNull();
    expect(answer.message).toMatch(/fresh/);
  });

  it('reads "what would u order" after fast food as food, not exercise order', () => {
    const answer = conversation(
      'can i have a maccies and still lose weight',
      'what would u order tho',
    );
    expect(answer.intent).toBe('nutrition');
  });
});

describe('an easier balance session after feeling wobbly', () => {
  it('keeps the balance focus and says to hold on for the one-leg moves', () => {
    const answer = conversation(
      'can u give me a gentle 20 min balance session i can do at home',
      'easier? i was wobbly as anything on the one leg bits',
    );
    expect(answer.message).toMatch(/balance workout/);
    expect(answer.message).toMatch(/hold a sturdy chair back or the kitchen counter/);
  });
});
