import type { CommunicationStyle } from '@repwise/contracts/coach';

/** What an offline reply is about, chosen by keyword (spec 02 §8). */
export type FallbackTopic = 'workout' | 'nutrition' | 'other';

/** workout/exercise → workout, nutrition/diet → nutrition, anything else → other. */
export function chooseFallbackTopic(message: string): FallbackTopic {
  const text = message.toLowerCase();
  if (/workout|exercise/.test(text)) return 'workout';
  if (/nutrition|diet/.test(text)) return 'nutrition';
  return 'other';
}

const cannedReplies: Record<CommunicationStyle, Record<FallbackTopic, string>> = {
  supportive: {
    workout:
      "I'm having trouble reaching my full coaching brain right now, but here's something that always helps: warm up for 5-10 minutes, focus on controlled form over heavy weight, and rest 60-90 seconds between sets. You're doing great by showing up.",
    nutrition:
      "I can't load your personal details right now, but a gentle rule of thumb: build each meal around a palm of protein, plenty of vegetables and some whole-grain carbs, and keep a water bottle nearby. Small steps add up.",
    other:
      "I'm running in offline mode for a moment, so my answers are limited. Please try again shortly; I'm still here for you, and your progress matters.",
  },
  direct: {
    workout:
      'Offline mode. Quick rules: warm up 5-10 min, 3 sets of 8-12 reps, strict form, 60-90 s rest. Go.',
    nutrition:
      'Offline mode. Basics: protein every meal, half the plate vegetables, whole-grain carbs, drink water. Done.',
    other: 'Offline mode: limited answers right now. Try again in a minute.',
  },
  analytical: {
    workout:
      'Offline mode, so no personal data. General parameters: 5-10 min warm-up, 3-4 sets of 8-12 reps at about 70-80% effort, 60-90 s rest, and add roughly 2.5-5% load when every set hits the top of the range.',
    nutrition:
      'Offline mode, so no personal targets. Reference values: protein 1.6-2.2 g per kg of body weight, fats 20-35% of calories, carbohydrates for the rest, and about 30-35 ml of water per kg a day.',
    other:
      'Offline mode: my data sources are unavailable, so I cannot give a precise answer. Please retry shortly.',
  },
  humorous: {
    workout:
      "My AI brain is on a water break, but here's the classic: warm up, lift with good form, rest, repeat. The dumbbells won't lift themselves (I've asked).",
    nutrition:
      "I'm offline, so no fancy meal maths, but vegetables are still the unsung heroes and protein is still the main character. Water is the sidekick.",
    other:
      "I'm in offline mode right now, like a treadmill without power: still looks good, not very useful. Try me again in a bit!",
  },
  encouraging: {
    workout:
      "I'm in offline mode, but you've got this! Warm up, give every set your best form, rest 60-90 seconds, and finish strong. Every rep counts!",
    nutrition:
      'Offline for a moment, but keep going! Fuel up with protein, colourful vegetables and whole grains, and stay hydrated. Your body will thank you!',
    other:
      "I'm offline for a moment, but don't stop now! Try again shortly, because you're on a roll!",
  },
};

/** The canned offline reply for a message in a style: chosen by keyword, written in that style. */
export function buildCannedFallback(message: string, style: CommunicationStyle): string {
  return cannedReplies[style][chooseFallbackTopic(message)];
}
