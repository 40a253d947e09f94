import type { CoachIntent, CoachStyle } from './coach-types';

interface StyleVoice {
  openers: readonly string[];
  closers: readonly string[];
  /** How body lines are laid out. */
  layout: 'paragraphs' | 'bullets' | 'numbered';
}

// `{name}` becomes ", Ada" (or nothing when the name is unknown).
const voices: Record<CoachStyle, StyleVoice> = {
  supportive: {
    openers: ["I'm glad you asked{name}.", 'Thanks for checking in{name}.'],
    closers: [
      "Remember, I'm here for you every step of the way.",
      'Go at your own pace; every bit of effort counts.',
    ],
    layout: 'paragraphs',
  },
  direct: {
    openers: ['Straight answer{name}:', 'Here it is{name}:'],
    closers: ['Now go do it.', 'No excuses: start today.'],
    layout: 'bullets',
  },
  analytical: {
    openers: ["Here's the breakdown{name}:", "Let's look at the details{name}:"],
    closers: [
      'Log your numbers so we can adjust based on the data.',
      'Measure, compare week over week, and adjust one variable at a time.',
    ],
    layout: 'numbered',
  },
  humorous: {
    openers: [
      'Great question{name}, my favourite kind (right after "where\'s the protein?").',
      'Ah{name}, a question worthy of a gym selfie.',
    ],
    closers: [
      "Your muscles might grumble, but they'll send a thank-you note later.",
      'Remember: the only bad workout is the one the couch talked you out of.',
    ],
    layout: 'paragraphs',
  },
  encouraging: {
    openers: ['Great question{name}!', 'Love that you asked{name}!'],
    closers: [
      "You've got this, one rep at a time!",
      "Keep showing up; you're closer than you think!",
    ],
    layout: 'paragraphs',
  },
};

// Pain and medical answers stay calm and plain: no jokes, no hype.
const safeVoice: StyleVoice = {
  openers: ['I hear you{name}, and I want you to stay safe.'],
  closers: ["Look after yourself first; we'll get back to training when it's safe."],
  layout: 'paragraphs',
};

function pick(options: readonly string[], seed: number): string {
  return options[seed % options.length] ?? options[0] ?? '';
}

function layoutLines(lines: string[], layout: StyleVoice['layout']): string {
  if (layout === 'bullets') return lines.map((line) => `• ${line}`).join('\n');
  if (layout === 'numbered') return lines.map((line, index) => `${index + 1}. ${line}`).join('\n');
  return lines.join('\n\n');
}

/**
 * Writes an answer's lines in a communication style: the style's opener, its layout (paragraphs,
 * bullets or numbered) and closer. `seed` picks among variants deterministically; injury answers
 * use a calm voice whatever the style (direct keeps its bullets).
 */
export function renderInStyle(input: {
  style: CoachStyle;
  intent: CoachIntent;
  name: string | null;
  lines: string[];
  seed: number;
}): string {
  const base = voices[input.style];
  const voice =
    input.intent === 'injury' && input.style !== 'direct' && input.style !== 'analytical'
      ? safeVoice
      : base;
  const name = input.name ? `, ${input.name}` : '';
  const opener = pick(voice.openers, input.seed).replace('{name}', name);
  const closer =
    input.intent === 'injury' && voice === base
      ? safeVoice.closers[0]
      : pick(voice.closers, input.seed);
  return [opener, layoutLines(input.lines, voice.layout), closer].join('\n\n');
}
