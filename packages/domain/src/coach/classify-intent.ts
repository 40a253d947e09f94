import { coachIntents, type CoachIntent } from './coach-types';
import { findExercise } from './find-exercise';
import { normalizeMessage } from './normalize-message';

interface IntentRule {
  intent: CoachIntent;
  pattern: RegExp;
  weight: number;
}

// Weights: 5 decides on its own, 3 is a strong topic word, 1-2 tip a close call.
const rules: readonly IntentRule[] = [
  {
    intent: 'injury',
    weight: 6,
    pattern:
      /\b(pain|painful|hurts?|hurting|hurt|injur\w*|sprain\w*|strained|torn|tear|swollen|swelling|numb\w*|tingl\w*|dizz\w*|faint\w*|pinch\w*|doctor|physio\w*|medical|medications?|pregnan\w*|heart condition|blood pressure|diabet\w*|surgery|sciatica|herniat\w*|tendinitis|tendonitis|arthritis|click(s|ing)?|popping)\b/,
  },
  {
    intent: 'injury',
    weight: 6,
    pattern:
      /\b(knee|knees|lower back|shoulder|shoulders|wrist|wrists|elbow|elbows|neck|joint|joints)( is| are| feels?| feel)? (sore|stiff|tender)\b/,
  },
  {
    intent: 'injury',
    weight: 6,
    pattern:
      /\b(knee|knees|back|shoulder|wrist|elbow|hip|ankle|neck|joint)s? (aches?|aching|gives? out|popped|is killing me)\b/,
  },
  {
    intent: 'form-feedback',
    weight: 5,
    pattern: /\b(analy[sz]e|rate|review|check|assess|score)\b.{0,20}\b(form|technique|reps?)\b/,
  },
  {
    intent: 'form-feedback',
    weight: 5,
    pattern: /\bform (scores?|ratings?|analysis|analyses|feedback|report)\b/,
  },
  {
    intent: 'form-feedback',
    weight: 4,
    pattern:
      /\b(how (was|is|did|were)|what did i)\b.{0,25}\b(my|i)\b.{0,25}\b(form|technique|squats?|deadlifts?|reps?|do)\b/,
  },
  {
    intent: 'form-feedback',
    weight: 3,
    pattern: /\bmy (\w+ )?(form|technique)\b|\bpose tracking\b|\bcamera\b/,
  },
  {
    intent: 'exercise-technique',
    weight: 3,
    pattern:
      /\b(technique|cues?|properly|proper|correct(ly)?|form|posture|stance|grip|brac(e|ing)|breath\w*|depth|deep|tips?|elbows?|lockout|hinge|bar path|sag\w*|cav(e|ing))\b/,
  },
  {
    intent: 'exercise-technique',
    weight: 2,
    pattern:
      /\bhow (do|should|to|can) (i |you )?(do|perform|execute|squat|deadlift|hold|lunge|bench|press|row|hinge|breathe|keep|stop|fix|improve|avoid|grip|place|position)\b/,
  },
  {
    intent: 'workout-plan',
    weight: 4,
    pattern: /\b(workout plan|training plan|exercise plan|program(me)?|routine|split)\b/,
  },
  {
    intent: 'workout-plan',
    weight: 4,
    pattern:
      /\b(today'?s?|tonight'?s?|tomorrow'?s?|next) (workout|session|training)\b|\bwhat should i (do|train|work on)\b|\b(workout|train(ing)?) today\b/,
  },
  {
    intent: 'workout-plan',
    weight: 3,
    pattern:
      /\b(plan|schedule|how many (sets|reps|days|times)|sets and reps|times a week|days a week|per week|full[- ]body|upper body|leg day|cardio|hiit|overload|warm[- ]?up)\b/,
  },
  {
    intent: 'workout-plan',
    weight: 3,
    pattern:
      /\b(bigger|build|grow|tone|toned|six[- ]pack|abs|arms|biceps|triceps|chest|legs|glutes|calves|core|back muscles)\b.{0,30}\b(exercises?|workouts?|muscles?|arms|abs|legs|chest|glutes|pack|core)?\b/,
  },
  {
    intent: 'workout-plan',
    weight: 1,
    pattern: /\b(workouts?|exercises?|training|gym|lift(ing)?|muscles?|stronger|strength)\b/,
  },
  {
    intent: 'nutrition',
    weight: 4,
    pattern:
      /\b(eat|eating|ate|diet|food|foods|meals?|nutrition|nutritious|protein|carbs?|carbohydrates?|calories?|kcal|macros?|bulk(ing)?|cutting|deficit|surplus|hydrat\w*|water|drink(ing)?|supplements?|creatine|vitamins?|snacks?|breakfast|lunch|dinner|recipes?|whey|caffeine|sugar)\b/,
  },
  {
    intent: 'nutrition',
    weight: 2,
    pattern: /\b(lose weight|losing weight|fat loss|lose fat|gain weight|weight loss)\b/,
  },
  {
    intent: 'recovery',
    weight: 4,
    pattern:
      /\b(rest days?|recover(y|ing)?|sleep(ing)?|sore(ness)?|doms|stretch(ing|es)?|mobility|deload|overtrain\w*|tired|fatigue[d]?|exhausted|foam roll\w*|day off|days off|burn(ed|t)? out|cool[- ]?down|stiff)\b/,
  },
  {
    intent: 'recovery',
    weight: 4,
    pattern: /\b(every day|every single day|daily|7 days a week|twice a day)\b/,
  },
  {
    intent: 'progress',
    weight: 4,
    pattern:
      /\b(my progress|progress|measurements?|body fat|results|my goals?|goals?|trend|how am i doing|my stats|statistics|track(ing)?|weigh[- ]?in|milestones?|am i improving|improv(ed|ing))\b/,
  },
  { intent: 'progress', weight: 2, pattern: /\b(my weight|weight|lost|gained)\b/ },
  {
    intent: 'motivation',
    weight: 5,
    pattern:
      /\b(motivat\w*|unmotivated|lazy|give up|giving up|quit(ting)?|discipline|consisten\w*|don'?t feel like|can'?t be bothered|no energy to|keep going|inspir\w*|excuses?|procrastinat\w*|bored|boring|hate (working out|the gym|exercise)|stick (with|to) it|lost my drive|pep talk|skipped|skipping|missed (my|the|a) (workouts?|sessions?|gym))\b/,
  },
  {
    intent: 'greeting',
    weight: 3,
    pattern: /^(hi|hello|hey|heya|hiya|yo|howdy|greetings|good (morning|afternoon|evening)|sup)\b/,
  },
  {
    intent: 'greeting',
    weight: 2,
    pattern: /\b(thanks|thank you|cheers|who are you|what can you do)\b/,
  },
];

const offTopic =
  /\b(weather|stocks?|crypto|bitcoin|politic\w*|election|president|movie|films?|song|lyrics|javascript|python|code|coding|programming|capital of|math homework|poem|joke about|football score|taxes|lottery)\b/;

/** The intent of a chat message with its score (the winning rules' weights summed; 0 when none matched). */
export interface IntentResult {
  intent: CoachIntent;
  score: number;
}

/**
 * Classifies a chat message by weighted keyword rules. Pain, injury and medical words always win
 * (safety first); a named catalogue exercise counts toward technique; a message with no fitness
 * signal, or an explicitly off-topic one, is out of scope.
 */
export function classifyIntent(message: string): IntentResult {
  const text = normalizeMessage(message);
  const scores = new Map<CoachIntent, number>();
  for (const rule of rules) {
    if (rule.pattern.test(text))
      scores.set(rule.intent, (scores.get(rule.intent) ?? 0) + rule.weight);
  }
  const injury = scores.get('injury') ?? 0;
  if (injury > 0) return { intent: 'injury', score: injury };
  if (findExercise(text)) {
    scores.set('exercise-technique', (scores.get('exercise-technique') ?? 0) + 3);
  }
  let best: IntentResult = { intent: 'out-of-scope', score: 0 };
  for (const intent of coachIntents) {
    const score = scores.get(intent) ?? 0;
    if (score > best.score) best = { intent, score };
  }
  const fitnessScore = best.intent === 'greeting' ? 0 : best.score;
  if (offTopic.test(text) && fitnessScore < 4) return { intent: 'out-of-scope', score: 0 };
  return best;
}
