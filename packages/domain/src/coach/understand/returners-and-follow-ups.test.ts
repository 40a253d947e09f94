import { describe, expect, it } from 'vitest';
import { conversation, frameOfTurns, reply } from '../coach-fixtures.test-helpers';

// People coming back after years off, follow-ups after a session, and words that look like
// another subject ("back", "meetings", "broke", "exercise for years").
describe('returners and look-alike words', () => {
  it('reads "first time back" and years without weights as a comeback, not the back muscles', () => {
    const answer = reply(
      'how much should i lift first time back?? used to bench 100kg in my 20s lol now 47 and havent touched a weight in yrs',
    );
    expect(answer.message).toMatch(/^Welcome back/);
    expect(answer.message).not.toMatch(/Good exercises for your back/);
  });

  it('reads "off exercise for years" as time, not a request for exercises', () => {
    const answer = reply(
      'been off exercise for years and everything feels stiff in the mornings esp hips and lower back. is that normal at my age or should i be worried',
    );
    expect(answer.message).not.toMatch(/^Good exercises for your/);
  });

  it('reads meetings as work and a broken boiler as no injury', () => {
    expect(reply('only get 20 mins at lunch between meetings, is that even worth it').intent).toBe(
      'training',
    );
    expect(reply('can u recommend a good plumber my boiler broke').intent).toBe('out-of-scope');
    expect(reply('i think i broke my toe').intent).toBe('injury');
  });

  it('answers a sharp pain under the ribs when running as a stitch', () => {
    const answer = reply('sharp pain in my side right under my ribs every time i run, whats that');
    expect(answer.message).toMatch(/A stitch is/);
  });

  it('gives a low-impact version of the exercise named', () => {
    const answer = reply('burpees absolutely kill my knee, is there a low impact version or smth');
    expect(answer.intent).toBe('exercise-technique');
    expect(answer.message).toMatch(/^To make the burpee easier/);
    expect(answer.message).not.toMatch(/hold with good form/);
  });

  it('counts the minutes of a feeling as when it starts, not a session', () => {
    expect(
      reply('rower form?? i feel it all in my arms and lower back after like 10 min').workout,
    ).toBeNull();
  });
});

describe('follow-ups after a session or the plan', () => {
  it('reads a bare request for today as the plan, and a limit after it as a new version', () => {
    expect(reply('workout for today pls').intent).toBe('workout-plan');
    const quiet = conversation(
      'workout for today pls',
      'no jumping please my downstairs neighbour will actually kill me lol',
    );
    expect(quiet.intent).toBe('workout-request');
    expect(quiet.message).toMatch(/Low impact: no jumping/);
  });

  it('answers "again tomorrow?" with how often, whatever reason follows', () => {
    const answer = conversation(
      'leg day workout pls',
      'can i do it again tomorrow too? wanna grow my legs faster lol',
    );
    expect(answer.workout).toBeNull();
    expect(answer.message).toMatch(/48 hours/);
  });

  it('declines a question far from fitness after thanks and "btw"', () => {
    expect(
      conversation('give me a workout', 'thx. btw whats the capital of australia').intent,
    ).toBe('out-of-scope');
  });

  it('reads "easier?" after a filler word as the session made easier', () => {
    const answer = conversation(
      'give me a quick 20 min dumbbell workout',
      'that was rough lol easier?',
    );
    expect(answer.intent).toBe('workout-request');
    expect(answer.message).toMatch(/Easier version/);
  });

  it('reads how to build up after a subject as that subject, done safely', () => {
    const answer = conversation(
      'want to get back into running, 49, used to do 10ks no problem',
      'how do i build up without getting hurt',
    );
    expect(answer.message).toMatch(/run-walk/);
  });

  it('keeps the kit said before when a follow-up says one piece is missing', () => {
    const answer = conversation(
      'can u make me a quick upper body session, 40 min, barbell and dumbbells',
      'no pull up bar today tho',
    );
    expect(answer.intent).toBe('workout-request');
    const frame = frameOfTurns(
      'can u make me a quick upper body session, 40 min, barbell and dumbbells',
      'no pull up bar today tho',
    );
    expect([...(frame.session?.equipment ?? [])].sort()).toEqual(['Barbell', 'Dumbbells']);
  });

  it('rebuilds the session without floor work when that is said of its exercises, sore knees and all', () => {
    const answer = conversation(
      "I'd like a gentle workout for today please, I have some bands and a mat",
      "What if I can't get down on the floor for one of the exercises? My knees and hips are quite stiff these days",
    );
    expect(answer.intent).toBe('workout-request');
    expect(answer.message).toMatch(/Nothing on the floor: standing or seated moves only/);
  });
});

describe('own goals asked in passing', () => {
  it('reads "when do i get there" after a goal as the goals', () => {
    const answer = reply('strength goal says 40% of the way. realistically when do i get there');
    expect(answer.intent).toBe('progress');
  });
});
