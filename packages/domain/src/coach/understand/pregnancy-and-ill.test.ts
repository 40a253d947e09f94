import { describe, expect, it } from 'vitest';
import { reply } from '../coach-fixtures.test-helpers';
import { extractEntities } from './extract-entities';

describe('pregnancy topics answer only messages that speak of pregnancy', () => {
  it.each(['good ab exercises | without lying down', 'best core exercises i can do standing'])(
    'does not answer "%s" with a pregnancy topic',
    (conversation) => {
      const messages = conversation.split(' | ');
      const answer = reply(messages.at(-1) ?? '', { history: messages.slice(0, -1) });
      expect(answer.message).not.toMatch(/pregnan|midwife|after birth/i);
    },
  );

  it('still answers a pregnant user asking about her core', () => {
    expect(reply('im 20 weeks pregnant, good ab exercises?').message).toMatch(/pregnan/i);
  });
});

describe("'ill' typed for I'll", () => {
  it.each(['my mum says if i lift weights ill end up bulky', 'ill try squats tomorrow'])(
    'reads "%s" as no illness',
    (message) => {
      expect(extractEntities(message).isMedical).toBe(false);
    },
  );

  it.each(['been ill all week can i go gym', 'i feel ill, should i train'])(
    'reads "%s" as illness',
    (message) => {
      expect(extractEntities(message).isMedical).toBe(true);
    },
  );
});

describe('an exercise asked about after giving birth', () => {
  it.each(['c section 8 weeks ago, can i do planks', 'had a baby 6 weeks ago, are planks ok'])(
    'answers "%s" with the core advice after birth, not a plain how-to',
    (message) => {
      const answer = reply(message);
      expect(answer.intent).toBe('health');
      expect(answer.message).toMatch(/after birth/);
    },
  );

  it('still composes a session asked for', () => {
    expect(reply('i had a baby in march, 20 min workout?').workout).not.toBeNull();
  });
});
