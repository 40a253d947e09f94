import type { CoachUserContext } from '../coach-types';
import { describePlan } from '../describe-user-context';
import {
  acknowledgementPattern,
  apologisesForDelay,
  asksAboutCoach,
  asksForJoke,
  asksForLuck,
  asksHowAreYou,
  asksIfThere,
  asksToComeBack,
  farewellPattern,
  praisesCoach,
  saysBack,
  sharesMilestone,
  sharesPersonalBest,
  withoutEmoji,
} from '../language/small-talk';
import { petHealth } from '../understand/scope';
import type { ToolAnswer } from './exercise-how-to';

/** What the coach offers next after small talk. */
export const welcome = [
  'Create a workout plan',
  'Analyze my form',
  'Track my progress',
  'Nutrition advice',
];

const startsWithThanks = /^(thanks?|thank (you|u)|thx|ty|cheers)\b/;
const leaving =
  /\b(gotta|got to|have to|must|need to) (go|run|dash|head off)\b|\b(bye|off now|heading off)\b/;

/**
 * Small talk the coach answers in kind, first match wins; each reply is said with emoji left out
 * of the reading ("cheers, that's exactly what i needed 🙏").
 */
const replies: readonly {
  says: (text: string) => boolean;
  line: (text: string) => string;
  suggestions?: readonly string[];
}[] = [
  {
    // "Did my first parkrun on saturday, walked most of it but i finished": a first, whatever the
    // pace.
    says: (text) => sharesMilestone.test(text) && !text.includes('?'),
    line: () =>
      'Well done, that is a real milestone! Finishing is what counts, whatever the pace, and walking parts of a first one is completely normal. Take an easy day to recover, note how it felt, and build on it a little at a time: the next one will feel easier.',
    suggestions: ['Track my progress', 'How do I start running?', "What's today's workout?"],
  },
  {
    // "Done for today", "cheers coach, solid session today": well done, and what helps recovery.
    says: (text) =>
      /\b(done|finished|smashed it|nailed it|killed it|crushed it)\b|\b(solid|good|great|grand|brilliant|awesome|tough|hard) (session|workout|one)\b/.test(
        text,
      ) && !farewellPattern.test(text),
    line: () =>
      'Well done, that is another session in the bank! Drink some water, have a meal with 20-40 g of protein in the next few hours and get a good night of sleep to recover.',
    suggestions: [
      'What should I eat after a workout?',
      'Track my progress',
      "What's today's workout?",
    ],
  },
  {
    // "Hit a squat PR today 💪": celebrate it, and keep the next weeks steady.
    says: (text) => sharesPersonalBest.test(text) && !text.includes('?'),
    line: () =>
      'Congratulations on the new PR, well done! That is your training paying off. Log it so your plan builds from it, then keep your next sessions at your usual working weights with a rep or two in reserve: new bests come from steady weeks, not from testing every session.',
    suggestions: ['Track my progress', 'How do I keep progressing?', "What's today's workout?"],
  },
  {
    // "How's it going?": fine, thanks, and over to them.
    says: (text) => asksHowAreYou.test(text),
    line: () =>
      "Hi! All good here, thanks for asking, and ready when you are. How are you feeling today? Ask me for today's workout, a quick session, or anything on training, food, recovery or your progress.",
  },
  {
    // "Sorry for the late reply": no need, and back to it.
    says: (text) => apologisesForDelay.test(text),
    line: () =>
      "No need to apologise, I'm here whenever suits you. Ask me for today's workout, a quick session, or anything on training, food, recovery or your progress.",
  },
  {
    // "I'm back, did you miss me?": welcome back, and where to pick up.
    says: (text) => saysBack.test(text),
    line: () =>
      "Welcome back, good to see you! Let's pick up where you are now, not where you left off: ask me for today's workout, an easy session to restart, or anything on your training, food or recovery.",
    suggestions: ["What's today's workout?", 'Give me a 20 minute workout', 'Track my progress'],
  },
  {
    // "Tell me a gym joke, need a laugh before deadlifts": one, then back to the lifting.
    says: (text) => asksForJoke.test(text),
    line: () =>
      "Here's one: why did the barbell go to therapy? It had too much weight on its shoulders. Now go and lighten its load: warm up well, brace before every rep and enjoy your session!",
    suggestions: ["What's today's workout?", 'How do I warm up for deadlifts?'],
  },
  {
    // "Wish me luck": good luck, and one thing to remember.
    says: (text) => asksForLuck.test(text),
    line: () =>
      'Good luck, you have got this! Warm up first, keep every rep controlled, breathe out on the effort, and tick the workout off when you finish.',
    suggestions: ["What's today's workout?", 'How long should I rest between sets?'],
  },
  {
    // "Can I fire questions at you through the day?": yes, any time.
    says: (text) => asksToComeBack.test(text),
    line: (text) =>
      `${startsWithThanks.test(text) ? "You're welcome! " : ''}Of course, anytime: ask whenever a question comes up, day or night. I keep our conversation, so we can pick up where we left off.`,
  },
  {
    // "Are you a real person?", "what's your name?": what the coach is, plainly.
    says: (text) => asksAboutCoach.test(text),
    line: () =>
      "I am RepWise's AI coach, a computer program, not a human or a certified personal trainer; you can just call me Coach. I answer any time, day or night, from evidence-based guidance (ACSM, WHO and ISSN position stands and research reviews) and your own RepWise data: your assessment, plan, workouts, measurements, goals and tracked form. I cannot diagnose or prescribe: for pain that persists or a medical question, a doctor or physiotherapist is the right person.",
  },
  {
    // "Gn coach", "see you tomorrow": a goodbye, with rest in mind.
    says: (text) => farewellPattern.test(text),
    line: (text) =>
      /\b(gn|night|nite)\b/.test(text)
        ? 'Good night! Sleep well: 7-9 hours is when your body recovers and builds. I am here whenever you need me.'
        : /\b(have|enjoy|happy|merry|too|same)\b/.test(text)
          ? 'Thank you, and the same to you! I am here whenever you need me for training, food, recovery or your progress.'
          : 'See you soon! I am here whenever you need me for training, food, recovery or your progress.',
  },
  {
    // "I love you", "you're the best coach", "you rock": warm words, answered warmly.
    says: (text) =>
      acknowledgementPattern.test(text) &&
      /\b(love|luv|you'?re (the best|a star|great|amazing)|you rock|legend|a gem)\b/.test(text) &&
      !/\b(it|that|this)\b/.test(text),
    line: () =>
      "That's lovely to hear, thank you! I'm glad I can help. I'm here whenever you need me for training, food, recovery or your progress.",
  },
  {
    // "Ok cool", "lol ok", "got it": on with the conversation, not the introduction again.
    says: (text) => acknowledgementPattern.test(text) && !/\b(thanks?|thx|ty|cheers)\b/.test(text),
    line: () =>
      'Sounds good! Ask me anything else about your training, food, recovery or progress whenever you need.',
  },
  {
    // "Thanks, that helped": a welcome, not the introduction again; on their way, a goodbye too.
    says: (text) =>
      startsWithThanks.test(text) || acknowledgementPattern.test(text) || praisesCoach.test(text),
    line: (text) =>
      leaving.test(text)
        ? "You're welcome, glad it helped! Have a good one, and come back whenever you need me."
        : "You're welcome, glad it helped! Ask me anything else about your training, food, recovery or progress whenever you need.",
  },
];

/** A hello back in kind ("good morning coach ☀️" → "Good morning! "); empty for no hello. */
function helloFor(text: string): string {
  if (asksIfThere.test(text)) return "Hi, I'm here and ready to help! ";
  if (/\b(good )?morning\b/.test(text)) return 'Good morning! ';
  if (/\b(good )?afternoon\b/.test(text)) return 'Good afternoon! ';
  if (/\b(good )?evening\b/.test(text)) return 'Good evening! ';
  if (/^(hi+|hello+|hey+|heya|hiya|hola|yo|howdy|greetings)\b/.test(text)) return 'Hi! ';
  return '';
}

/** Small talk answered in kind; otherwise a hello: what the coach can do, and today's plan. */
export function answerGreeting(context: CoachUserContext, message = ''): ToolAnswer {
  const text = withoutEmoji(message);
  const reply = replies.find((entry) => entry.says(text));
  if (reply) return { lines: [reply.line(text)], suggestions: [...(reply.suggestions ?? welcome)] };
  const plan = describePlan(context);
  return {
    lines: [
      `${helloFor(text)}I am your RepWise coach: ask me about training, exercise technique, your form scores, nutrition, recovery, sleep, health and safety, motivation or your progress, or ask for a workout for right now.`,
      ...(plan ? [plan] : []),
    ],
    suggestions: welcome,
  };
}

// Asks the coach to act in the world: buy, book, call, send ("can you book me...", "order me a
// pizza"); not a question that mentions doing so ("should I call someone?").
const actions = String.raw`(order|book|buy|purchase|call|phone|ring|text|email|message|pay|deliver|reserve|cancel|sign me up)`;
const asksToAct = new RegExp(
  String.raw`\b(can|could|would|will) (you|u) (please |pls |just )?${actions}\b|^((hey|hi|ok|okay|coach|please|pls)[,!.]? )*${actions}\b|\b(please|pls) ${actions}\b`,
);
// "A good book for my book club": books to read, not a booking.
const booksToRead =
  /\b(a|an|the|good|great|any|this|that|my|your|some|new|best|favou?rite|fun|easy) (good |great |new |fun |easy )?books?\b|\bbooks? (clubs?|shop|store|series|recommendations?)\b/g;

/** A polite decline with what the coach can do; a request to act says the coach cannot. */
export function answerOutOfScope(text = ''): ToolAnswer {
  const pet = petHealth.exec(text)?.[2];
  return {
    lines: [
      pet
        ? `I can only help with your own fitness and health, not your ${pet}'s: a vet is the right person to ask, and soon if it is in pain.`
        : asksToAct.test(text.replace(booksToRead, ' '))
          ? "I can't order, book or contact anything for you: I'm your fitness and wellbeing coach, here in this chat."
          : "That one is outside what I can help with: I'm your fitness and wellbeing coach.",
      'Ask me about workouts, exercise technique, your form, nutrition, recovery and sleep, health and safety, motivation or your progress, or ask for a workout you can do right now.',
    ],
    suggestions: welcome,
  };
}
