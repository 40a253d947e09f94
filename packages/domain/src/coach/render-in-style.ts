import type { CoachIntent, CoachStyle } from './coach-types';

interface StyleVoice {
  /** The closing line; `{name}` becomes ", Ada" (or nothing when the name is unknown). */
  closers: readonly string[];
  /** How body lines are laid out. */
  layout: 'paragraphs' | 'bullets' | 'numbered';
}

const voices: Record<CoachStyle, StyleVoice> = {
  supportive: {
    closers: [
      "I'm here for you every step of the way{name}.",
      'Go at your own pace{name}; every bit of effort counts.',
    ],
    layout: 'paragraphs',
  },
  direct: {
    closers: ['Now go do it{name}.', 'No excuses{name}: start today.'],
    layout: 'bullets',
  },
  analytical: {
    closers: [
      'Log your numbers{name} so we can adjust based on the data.',
      'Measure, compare week over week and change one variable at a time{name}.',
    ],
    layout: 'numbered',
  },
  humorous: {
    closers: [
      "Your muscles might grumble{name}, but they'll send a thank-you note later.",
      'Remember{name}: the only bad workout is the one the couch talked you out of.',
    ],
    layout: 'paragraphs',
  },
  encouraging: {
    closers: [
      "You've got this{name}, one rep at a time!",
      "Keep showing up{name}; you're closer than you think!",
    ],
    layout: 'paragraphs',
  },
};

// Pain, injury and medical answers stay calm and plain: no jokes, no hype.
const safeClosers: Partial<Record<CoachIntent, string>> = {
  injury: "Look after yourself first{name}; we'll build back up when it's safe.",
  health: 'Go steadily{name}, and check with your doctor whenever something feels off.',
};

const healthCloserAfterDoctor = 'Go steadily{name}, and stop to rest whenever something feels off.';

function pick(options: readonly string[], seed: number): string {
  return options[seed % options.length] ?? options[0] ?? '';
}

function layoutLines(lines: string[], layout: StyleVoice['layout']): string {
  if (layout === 'bullets') return lines.map((line) => `• ${line}`).join('\n');
  if (layout === 'numbered') return lines.map((line, index) => `${index + 1}. ${line}`).join('\n');
  return lines.join('\n\n');
}

/**
 * Writes an answer's lines in a communication style: the answer first, laid out as the style
 * reads (paragraphs, bullets or numbered), then the style's closing line with the user's name.
 * `seed` picks among closers deterministically; injury and health answers close calmly in every
 * style, and a declined message gets no closer.
 */
export function renderInStyle(input: {
  style: CoachStyle;
  intent: CoachIntent;
  name: string | null;
  lines: string[];
  seed: number;
}): string {
  const voice = voices[input.style];
  const name = input.name ? `, ${input.name}` : '';
  const body = layoutLines(input.lines, voice.layout);
  if (input.intent === 'out-of-scope') return body;
  // A health answer that already sends the user to their doctor closes without saying it twice.
  const closer =
    input.intent === 'health' && /\b(doctor|gp|physician)\b/i.test(body)
      ? healthCloserAfterDoctor
      : (safeClosers[input.intent] ?? pick(voice.closers, input.seed));
  return [body, closer.replace('{name}', name)].join('\n\n');
}
