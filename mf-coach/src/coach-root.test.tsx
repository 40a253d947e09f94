import { tourTargetSelector } from '@repwise/contracts';
import { coachWorkoutQueryParam, decodeCoachWorkoutParam } from '@repwise/contracts/coach';
import { buildUser, renderRoot } from '@repwise/federation/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoachRoot } from './coach-root';
import {
  buildChatReply,
  buildCoachWorkout,
  stubCoachApi,
} from './features/chat/testing/coach-api-stub';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const welcomeChips = [
  'Create a workout plan',
  'Analyze my form',
  'Track my progress',
  'Nutrition advice',
];

function renderCoach(overrides = {}) {
  return renderRoot(CoachRoot, '/app/ai-coach', overrides);
}

async function sendMessage(text: string) {
  const input = screen.getByRole('textbox', { name: 'Message' });
  await userEvent.type(input, text);
  await userEvent.keyboard('{Enter}');
}

describe('the AI coach screen', () => {
  it('gives the message input a hint short enough for a phone (the long one showed cut in half)', () => {
    stubCoachApi();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.startsWith('(max-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderCoach();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'placeholder',
      'Ask your coach…',
    );
  });

  it('keeps the full hint on a wider screen', () => {
    stubCoachApi();
    vi.stubGlobal('matchMedia', () => ({
      matches: false,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderCoach();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'placeholder',
      'Ask your coach about workouts, form, nutrition…',
    );
  });

  it('shows the header, the actions and a welcome with the four suggestions, marked for the tour', () => {
    stubCoachApi();
    const { container } = renderCoach();
    expect(screen.getByRole('heading', { level: 1, name: 'AI Fitness Coach' })).toBeInTheDocument();
    expect(screen.getByText('Your personal AI trainer, available 24/7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Conversation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Customize Personality' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByText(/Hi Ada! I'm your AI fitness coach/)).toBeInTheDocument();
    const chips = within(screen.getByRole('group', { name: 'Suggestions' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(welcomeChips);
    for (const target of ['chat-interface', 'quick-actions', 'workout-guidance'] as const) {
      expect(container.querySelector(tourTargetSelector(target))).not.toBeNull();
    }
  });

  it('sends with Enter the spec’s body, shows the thinking state and appends reply and chips', async () => {
    const api = stubCoachApi();
    api.hold();
    renderCoach();
    await sendMessage('How deep should I squat?');
    expect(await screen.findByRole('status')).toHaveTextContent('AI Coach is thinking');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    api.release();
    expect(
      await screen.findByText('Lower until your hip crease is at knee level.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('AI Coach is thinking')).toBeNull();
    const [body] = api.bodiesSentTo('POST /api/ai/chat');
    expect(body).toEqual({
      message: 'How deep should I squat?',
      communicationStyle: 'supportive',
      motivationApproach: 'goal-oriented',
      conversationHistory: [expect.stringMatching(/^AI: Hi Ada!/)],
      userProfile: {
        name: 'Ada',
        fitnessLevel: 'intermediate',
        goals: ['muscle_gain', 'strength'],
      },
    });
    const authorization = new Headers(api.fetchSpy.mock.calls[0]?.[1]?.headers).get(
      'authorization',
    );
    expect(authorization).toBe('Bearer token');
    expect(
      within(screen.getByRole('group', { name: 'Suggestions' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Common squat mistakes', 'Analyze my form']);
  });

  it('sends a suggestion chip, continues the conversation and keeps only the last 4 messages as history', async () => {
    let turn = 0;
    const api = stubCoachApi(() => ({
      status: 200,
      body: buildChatReply({ message: `Reply ${(turn += 1)}` }),
    }));
    renderCoach();
    await userEvent.click(screen.getByRole('button', { name: 'Nutrition advice' }));
    await screen.findByText('Reply 1');
    await sendMessage('second');
    await screen.findByText('Reply 2');
    await sendMessage('third');
    await screen.findByText('Reply 3');
    const bodies = api.bodiesSentTo('POST /api/ai/chat');
    expect(bodies[0].message).toBe('Nutrition advice');
    expect(bodies[1].conversationId).toBe('conversation-1');
    expect(bodies[2].conversationHistory).toEqual([
      'User: Nutrition advice',
      'AI: Reply 1',
      'User: second',
      'AI: Reply 2',
    ]);
  });

  it('adds a line with Shift+Enter and never sends an empty message', async () => {
    const api = stubCoachApi();
    renderCoach();
    const input = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, '   ');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(input, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(input).toHaveValue('   line one\nline two');
    expect(api.fetchSpy).not.toHaveBeenCalled();
  });

  it('grows the input with its text up to 120 px', async () => {
    stubCoachApi();
    renderCoach();
    const input = screen.getByRole('textbox', { name: 'Message' });
    Object.defineProperty(input, 'scrollHeight', { configurable: true, get: () => 300 });
    await userEvent.type(input, 'long');
    expect(input.style.height).toBe('120px');
    Object.defineProperty(input, 'scrollHeight', { configurable: true, get: () => 64 });
    await userEvent.type(input, '!');
    expect(input.style.height).toBe('64px');
  });

  it('replies with the canned answer in the chosen style and the AI Response Issue toast when the service fails', async () => {
    stubCoachApi(() => ({
      status: 503,
      body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } },
    }));
    const { props } = renderCoach();
    await userEvent.click(screen.getByRole('button', { name: 'Customize Personality' }));
    await userEvent.click(screen.getByRole('radio', { name: /Direct/ }));
    await sendMessage('Give me a workout');
    expect(await screen.findByText(/^Offline mode\. Quick rules: warm up/)).toBeInTheDocument();
    expect(screen.getByText('Offline reply')).toBeInTheDocument();
    expect(props.notify).toHaveBeenCalledWith({
      title: 'AI Response Issue',
      description: 'Using offline mode. Some features may be limited.',
      variant: 'destructive',
    });
  });

  it('stores a 1-5 star rating locally and on the server, then hides the prompt', async () => {
    const api = stubCoachApi();
    renderCoach();
    await sendMessage('squat tips');
    await userEvent.click(await screen.findByRole('button', { name: 'Rate 4 out of 5 stars' }));
    expect(screen.queryByRole('group', { name: 'Rate this response:' })).toBeNull();
    expect(screen.getByText('Thanks for rating this reply 4 of 5.')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('repwise_coach_ratings') ?? '{}')).toEqual({
      '0123456789abcdef01234567': 4,
    });
    await waitFor(() =>
      expect(
        api.bodiesSentTo('POST /api/ai/chat/messages/0123456789abcdef01234567/feedback'),
      ).toEqual([{ rating: 4 }]),
    );
  });

  it('starts over with the welcome message on a new conversation and on a personality change', async () => {
    stubCoachApi();
    renderCoach();
    await sendMessage('squat tips');
    await screen.findByText('Lower until your hip crease is at knee level.');
    await userEvent.click(screen.getByRole('button', { name: 'New Conversation' }));
    expect(screen.queryByText('Lower until your hip crease is at knee level.')).toBeNull();
    expect(screen.getByText(/Hi Ada! I'm your AI fitness coach/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Customize Personality' }));
    await userEvent.click(screen.getByRole('radio', { name: /Humorous/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Achievement-based/ }));
    expect(screen.getByText(/never skips leg day.*count every milestone/)).toBeInTheDocument();
    expect(screen.getByText('Humorous · Achievement-based')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('repwise_coach_personality') ?? '{}')).toEqual({
      communicationStyle: 'humorous',
      motivationApproach: 'achievement-based',
    });
  });

  it('shows picked image and video attachments in the message but sends only the text', async () => {
    const api = stubCoachApi();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (file: File) => `blob:${file.name}` }),
    );
    renderCoach();
    const picker = screen.getByLabelText('Attach image or video');
    // The file input is visually hidden behind its labelled paperclip button.
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .upload(picker, [
        new File(['x'], 'squat.png', { type: 'image/png' }),
        new File(['y'], 'set.mp4', { type: 'video/mp4' }),
      ]);
    expect(screen.getByRole('button', { name: 'Remove squat.png' })).toBeInTheDocument();
    await sendMessage('Check this');
    const attached = await screen.findByRole('list', { name: 'Attached files (not sent)' });
    expect(within(attached).getByRole('img', { name: 'squat.png' })).toHaveAttribute(
      'src',
      'blob:squat.png',
    );
    expect(within(attached).getByLabelText('set.mp4')).toHaveAttribute('src', 'blob:set.mp4');
    expect(api.bodiesSentTo('POST /api/ai/chat')[0]).not.toHaveProperty('attachments');
  });

  it('sends nothing when no user is loaded', async () => {
    const api = stubCoachApi();
    renderCoach({ user: null });
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Create a workout plan' }));
    expect(api.fetchSpy).not.toHaveBeenCalled();
  });

  it('shows a composed workout as a card under the reply and starts it in the active workout', async () => {
    const workout = buildCoachWorkout();
    stubCoachApi(() => ({
      status: 200,
      body: buildChatReply({ message: 'Here is a 15-minute session.', workout }),
    }));
    const { props } = renderCoach();
    await sendMessage('Give me a 15 minute workout with no equipment');
    const card = await screen.findByRole('article', {
      name: 'Workout: 15-Minute Bodyweight Session',
    });
    const reply = screen.getAllByRole('listitem', { name: 'Coach reply' }).at(-1);
    expect(reply).toContainElement(card);
    expect(
      within(reply as HTMLElement).getByText('Here is a 15-minute session.'),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('heading', { name: '15-Minute Bodyweight Session' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('≈ 15 min')).toBeInTheDocument();
    expect(within(card).getByText('Jumping Jacks 1 min · Arm Circles 30 s')).toBeInTheDocument();
    const exercises = within(within(card).getByRole('list', { name: 'Exercises' })).getAllByRole(
      'listitem',
    );
    expect(exercises.map((row) => row.textContent)).toEqual([
      'Burpees — 3 × 10, rest 45 s',
      'Plank Hold — 3 × 30 s, rest 30 s',
      'Bodyweight Squat — 2 × 15, rest 1 min 30 s',
    ]);
    expect(within(card).getByText('Hamstring Stretch 1 min')).toBeInTheDocument();
    expect(
      within(within(card).getByRole('list', { name: 'Notes' }))
        .getAllByRole('listitem')
        .map((note) => note.textContent),
    ).toEqual(['No equipment', 'Knee-friendly: jumps left out']);

    await userEvent.click(within(card).getByRole('button', { name: 'Start this workout' }));
    expect(props.navigate).toHaveBeenCalledTimes(1);
    const url = new URL(vi.mocked(props.navigate).mock.calls[0]?.[0] ?? '', 'http://localhost');
    expect(url.pathname).toBe('/app/workout');
    expect(url.searchParams.get('view')).toBe('active');
    expect(decodeCoachWorkoutParam(url.searchParams.get(coachWorkoutQueryParam))).toEqual({
      name: workout.name,
      exercises: workout.exercises,
      notes: workout.notes,
    });
  });

  it('shows no card for replies without a workout', async () => {
    stubCoachApi(() => ({ status: 200, body: buildChatReply({ workout: null }) }));
    renderCoach();
    await sendMessage('How deep should I squat?');
    await screen.findByText('Lower until your hip crease is at knee level.');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start this workout' })).toBeNull();
  });

  it('keeps the conversation and its workout card after a reload, and continues it', async () => {
    const api = stubCoachApi(() => ({
      status: 200,
      body: buildChatReply({
        message: 'Here is a 15-minute session.',
        workout: buildCoachWorkout(),
      }),
    }));
    const first = renderCoach();
    await sendMessage('Give me a 15 minute workout');
    await screen.findByRole('article', { name: 'Workout: 15-Minute Bodyweight Session' });
    first.unmount();

    const { props } = renderCoach();
    expect(screen.getByText('Give me a 15 minute workout')).toBeInTheDocument();
    expect(screen.getByText('Here is a 15-minute session.')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Workout: 15-Minute Bodyweight Session' });
    expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent(
      'Burpees — 3 × 10, rest 45 s',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Start this workout' }));
    expect(props.navigate).toHaveBeenCalledWith(
      expect.stringMatching(/^\/app\/workout\?view=active&coachWorkout=/),
    );

    await sendMessage('Make it harder');
    await waitFor(() => expect(api.bodiesSentTo('POST /api/ai/chat')).toHaveLength(2));
    expect(api.bodiesSentTo('POST /api/ai/chat')[1]).toMatchObject({
      conversationId: 'conversation-1',
      conversationHistory: [
        expect.stringMatching(/^AI: Hi Ada!/),
        'User: Give me a 15 minute workout',
        'AI: Here is a 15-minute session.',
      ],
    });
  });

  it('reads a conversation stored before replies had workouts, and keeps it to its user', () => {
    stubCoachApi();
    window.localStorage.setItem(
      'repwise_user_user-1_coach_conversation',
      JSON.stringify({
        conversationId: 'conversation-0',
        entries: [
          { id: 'entry-1', role: 'user', text: 'Old question', suggestions: [], messageId: null },
          {
            id: 'entry-2',
            role: 'coach',
            text: 'Old answer',
            suggestions: ['Next'],
            messageId: 'message-0',
            attachments: [],
            isWelcome: false,
            isFallback: false,
          },
          { id: 'entry-3', role: 'coach', text: 'Tampered', workout: { name: 'No exercises' } },
        ],
      }),
    );
    const first = renderCoach();
    expect(screen.getByText('Old question')).toBeInTheDocument();
    expect(screen.getByText('Old answer')).toBeInTheDocument();
    expect(screen.getByText('Tampered')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    first.unmount();

    renderCoach({ user: buildUser({ id: 'user-2', firstName: 'Grace' }) });
    expect(screen.queryByText('Old answer')).toBeNull();
    expect(screen.getByText(/Hi Grace! I'm your AI fitness coach/)).toBeInTheDocument();
  });

  it('forgets the kept conversation on a new conversation', async () => {
    stubCoachApi(() => ({
      status: 200,
      body: buildChatReply({ workout: buildCoachWorkout() }),
    }));
    const first = renderCoach();
    await sendMessage('Give me a workout');
    await screen.findByRole('article', { name: 'Workout: 15-Minute Bodyweight Session' });
    await userEvent.click(screen.getByRole('button', { name: 'New Conversation' }));
    expect(window.localStorage.getItem('repwise_user_user-1_coach_conversation')).toBeNull();
    first.unmount();

    renderCoach();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByText(/Hi Ada! I'm your AI fitness coach/)).toBeInTheDocument();
  });
});
