import type { CoachWorkout } from '@repwise/contracts/coach';
import { vi } from 'vitest';

/** A stubbed answer: status and JSON body, optionally held until `release()` is called. */
interface StubbedAnswer {
  status: number;
  body: unknown;
}

/** A chat reply as the coach service answers it. */
export function buildChatReply(overrides: Record<string, unknown> = {}) {
  return {
    message: 'Lower until your hip crease is at knee level.',
    suggestions: ['Common squat mistakes', 'Analyze my form'],
    messageId: '0123456789abcdef01234567',
    conversationId: 'conversation-1',
    intent: 'exercise-technique',
    engine: 'built-in',
    ...overrides,
  };
}

/** A workout the coach composed, as a reply's `workout` carries it. */
export function buildCoachWorkout(overrides: Partial<CoachWorkout> = {}): CoachWorkout {
  return {
    name: '15-Minute Bodyweight Session',
    minutes: 15,
    warmup: [
      { name: 'Jumping Jacks', duration: 60 },
      { name: 'Arm Circles', duration: 30 },
    ],
    exercises: [
      { exerciseId: 'burpee', name: 'Burpees', sets: 3, reps: 10, duration: null, rest: 45 },
      { exerciseId: 'plank', name: 'Plank Hold', sets: 3, reps: null, duration: 30, rest: 30 },
      {
        exerciseId: 'bodyweight-squat',
        name: 'Bodyweight Squat',
        sets: 2,
        reps: 15,
        duration: null,
        rest: 90,
      },
    ],
    cooldown: [{ name: 'Hamstring Stretch', duration: 60 }],
    notes: ['No equipment', 'Knee-friendly: jumps left out'],
    ...overrides,
  };
}

/**
 * Replaces global fetch: POST /api/ai/chat answers `chat()` (a reply by default), feedback answers
 * 200; `hold()` keeps the next chat answer pending until `release()`.
 */
export function stubCoachApi(
  chat: () => StubbedAnswer = () => ({ status: 200, body: buildChatReply() }),
) {
  let release: (() => void) | null = null;
  let isHolding = false;
  const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const answer = key === 'POST /api/ai/chat' ? chat() : { status: 200, body: { success: true } };
    if (key === 'POST /api/ai/chat' && isHolding) {
      isHolding = false;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return {
    fetchSpy,
    hold: () => {
      isHolding = true;
    },
    release: () => release?.(),
    /** The JSON bodies sent to "METHOD /path". */
    bodiesSentTo: (key: string) =>
      fetchSpy.mock.calls
        .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
        .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined)),
  };
}
