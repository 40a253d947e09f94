import type { SessionRequest } from '../../../workouts/compose-session';
import { findTopic } from '../../knowledge/knowledge-index';
import { contentTerms } from '../../language/tokenize';
import { asksTechniqueCue } from '../exercise-or-topic';
import { findVariantWith } from '../exercise-variant';
import { howToPattern, kitPressesOnBody } from '../message-patterns';
import { bareMinutesSaid } from '../thread-subjects';
import { understandAlone, type CoachFrame } from '../understand-message';
import { cannotReachDose, readFollowUp } from './follow-up';
import type { ThreadReading } from './reading';
import { refusedExercises } from './refused-exercises';
import { exercisePronoun, saysLittleAlone } from './words';

// Exercises named, refused or asked about after a session or a how-to: the session without them,
// a variation, the pain, purpose, dose, weight or cue of the exercise just discussed.

// Asks what an exercise is for ("what are they actually for", "what does it even do", "what's
// the point of them").
const asksPurpose =
  /^(so |and |but |ok |okay )?(what|whats|what's|what'?re)( is| are| does| do)? (it|that|this|they|them|those|these)( \w+)? (for|do)\b|\b(what'?s|whats|what is) the (point|purpose|benefit) of (it|that|this|them|those|these)\b/;

/**
 * A follow-up about the exercises just discussed: refused from the session, varied, or asked of
 * (its pain, purpose, muscles, kit, dose, difficulty, weight or cue); null when none applies.
 */
export function readExerciseFollowUp(reading: ThreadReading): CoachFrame | null {
  const { text, alone, previous, matcher } = reading;
  // "No running please", "swap out anything with jumping" after a workout: the same workout
  // without it.
  const refused = refusedExercises(text);
  if (previous.intent === 'workout-request' && previous.session && refused) {
    const swapped = refused.words
      .filter((word) => word.includes(' '))
      .map((word) => word.split(' ')[0] ?? '');
    const kitSaid = (alone.entities.equipment ?? []).filter(
      (item) => !swapped.some((word) => item.toLowerCase().startsWith(word.replace(/s$/, ''))),
    );
    const session: Partial<SessionRequest> = {
      ...previous.session,
      avoidWords: [...(previous.session.avoidWords ?? []), ...refused.words],
      ...(refused.lowImpact || previous.session.lowImpact ? { lowImpact: true } : {}),
      ...(refused.standingOnly || previous.session.standingOnly ? { standingOnly: true } : {}),
      // "Only a pull up bar and dumbbells, no barbell": the kit said to be there, too; not the
      // kit of the exercise swapped out ("swap the barbell rows").
      ...(kitSaid.length > 0
        ? {
            equipment: kitSaid,
            preferEquipment: alone.entities.preferEquipment.filter((item) =>
              kitSaid.includes(item),
            ),
          }
        : {}),
    };
    // "Make it 30 and no lunges pls": the minutes said too.
    const minutesSaid = alone.entities.minutes ?? bareMinutesSaid(text);
    if (minutesSaid !== null) session.minutes = minutesSaid;
    // "Swap the lunges, they kill my knees": the knees protected too.
    const hurtsPart =
      alone.entities.bodyParts.length > 0 &&
      /\b(kill\w*|wreck\w*|hurt\w*|destroy\w*|bother\w*|aggravat\w*|flare\w*|sore|pain\w*)\b/.test(
        text,
      );
    const entities = hurtsPart ? { ...alone.entities, hasPain: true } : alone.entities;
    return { ...previous, session, followUp: 'switch', entities, text };
  }
  // "I don't have a dumbbell though", "what can I hold instead?" after a how-to: the same
  // exercise, with what stands in for the missing kit.
  if (
    previous.exercise &&
    previous.intent === 'exercise-technique' &&
    !alone.exercise &&
    !alone.entities.hasPain &&
    (/\b(no|don'?t have|dont have|haven'?t got|without|forgot)( a| any| my)? (dumbbells?|weights?|bench|box|band|bands|kettlebell|step)\b/.test(
      text,
    ) ||
      /\bwhat (can|could|should|do) i (hold|use|grab)\b/.test(text))
  ) {
    return { ...previous, text: `${previous.text} ${text}`, followUp: null };
  }
  // "And the incline version?" after the bench press: that variation of the exercise, when the
  // catalogue has one.
  const variantMatch = /\b([a-z-]+) (?:version|variation|variant)\b|\bthe ([a-z-]+) one\b/.exec(
    text,
  );
  const variantWord = variantMatch?.[1] ?? variantMatch?.[2];
  if (
    previous.exercise &&
    !alone.exercise &&
    variantWord &&
    ![
      'this',
      'that',
      'which',
      'other',
      'easier',
      'harder',
      'same',
      'best',
      'good',
      'next',
      'first',
      'last',
    ].includes(variantWord) &&
    (previous.intent === 'exercise-technique' || previous.intent === 'form-feedback')
  ) {
    const base = previous.exercise;
    const variant = matcher.exercises
      .filter(
        (candidate) =>
          candidate.id !== base.id &&
          candidate.pattern === base.pattern &&
          new RegExp(`\\b${variantWord}`, 'i').test(candidate.name),
      )
      .map((candidate) => ({
        candidate,
        shared: base.name
          .toLowerCase()
          .split(/[\s-]+/)
          .filter((word) => candidate.name.toLowerCase().includes(word)).length,
      }))
      .sort(
        (a, b) => b.shared - a.shared || a.candidate.name.length - b.candidate.name.length,
      )[0]?.candidate;
    const aboutIt =
      variant && understandAlone(`how do i do the ${variant.name.toLowerCase()}`, matcher);
    if (aboutIt && aboutIt.exercise?.id === variant?.id) return { ...aboutIt, followUp: 'switch' };
  }
  // "What if my lower back starts hurting?" during planks: pain on the exercise just discussed.
  if (
    previous.exercise &&
    !alone.exercise &&
    alone.entities.hasPain &&
    !(kitPressesOnBody.test(text) && asksTechniqueCue(text, previous.exercise)) &&
    (previous.intent === 'exercise-technique' || previous.intent === 'form-feedback') &&
    contentTerms(text).length <= 8
  ) {
    return { ...alone, intent: 'injury', exercise: previous.exercise, followUp: 'switch' };
  }
  // "What are they actually for?", "what's the point of it?" after a message that names an
  // exercise, whatever it asked ("my mate has me doing pallof presses"): what that exercise
  // trains, which its how-to says.
  if (
    previous.exercise &&
    !alone.exercise &&
    !alone.entities.hasPain &&
    previous.intent !== 'workout-request' &&
    asksPurpose.test(text) &&
    contentTerms(text).length <= 6
  ) {
    const named = text.replace(exercisePronoun, previous.exercise.name.toLowerCase());
    return {
      ...previous,
      intent: 'exercise-technique',
      topic: null,
      followUp: 'switch',
      text: named,
    };
  }
  // "What muscles does it work?", "what's the proper form for it?" after an exercise: the same
  // question about that exercise (the how-to answers it; "how often" is a topic's).
  if (
    previous.exercise &&
    !alone.exercise &&
    (previous.intent === 'exercise-technique' || previous.intent === 'form-feedback') &&
    !alone.entities.hasPain &&
    exercisePronoun.test(text) &&
    howToPattern.test(text) &&
    !/\bhow (often|many|long|much)\b/.test(text) &&
    contentTerms(text).length <= 6
  ) {
    const named = text.replace(exercisePronoun, previous.exercise.name.toLowerCase());
    const aboutIt = understandAlone(named, matcher);
    if (aboutIt.exercise?.id === previous.exercise.id && aboutIt.intent !== 'out-of-scope')
      return { ...aboutIt, followUp: 'switch' };
  }
  // "What about with dumbbells?", "and with a barbell" after an exercise: its variation with
  // that equipment, when the catalogue has one.
  const askedEquipment = alone.entities.equipment?.find((name) => name !== 'Bodyweight Only');
  const asksWithEquipment =
    previous.exercise &&
    !alone.exercise &&
    !alone.entities.hasPain &&
    (previous.intent === 'exercise-technique' || previous.intent === 'form-feedback') &&
    contentTerms(text).length <= 4 &&
    /\b(with|using|w)\b/.test(text) &&
    askedEquipment !== undefined;
  if (asksWithEquipment && previous.exercise && askedEquipment) {
    const variant = findVariantWith(previous.exercise, askedEquipment, matcher.exercises);
    const aboutIt =
      variant && understandAlone(`how do i do the ${variant.name.toLowerCase()}`, matcher);
    if (aboutIt && aboutIt.exercise?.id === variant?.id) return { ...aboutIt, followUp: 'switch' };
    // No such variation: still the exercise just discussed, not a topic the equipment names.
    return { ...previous, followUp: 'switch', text };
  }
  // "How many should I do?", "how many sets?" after an exercise: its dose for this user.
  if (
    previous.exercise &&
    !alone.exercise &&
    !alone.entities.hasPain &&
    (previous.intent === 'exercise-technique' || previous.intent === 'form-feedback') &&
    /\b(how many|sets?|reps?|how long (should|do) i (hold|do))\b/.test(text) &&
    // "How many calories does it burn?" asks the energy it costs, not the dose.
    !/\b(calori\w*|kcal|burn\w*)\b/.test(text) &&
    // "I can't even do 5 reps" says the dose is too much: the easier version answers it.
    !cannotReachDose.test(text) &&
    saysLittleAlone(text)
  ) {
    return { ...previous, intent: 'exercise-technique', followUp: 'dose', text };
  }
  // "What if I can only do 10 seconds?", "too hard" after an exercise: its easier (or harder)
  // version, before any cue its words name.
  const changesDifficulty = readFollowUp(text, alone.entities);
  if (
    (changesDifficulty === 'easier' || changesDifficulty === 'harder') &&
    previous.exercise &&
    !alone.exercise &&
    !alone.entities.hasPain &&
    previous.intent !== 'workout-request' &&
    previous.intent !== 'injury'
  ) {
    return { ...previous, intent: 'exercise-technique', followUp: changesDifficulty, text };
  }
  // "What weight should I start with?" after an exercise: how heavy to lift, for that exercise.
  const heavy = findTopic('how-heavy-rpe-rir');
  if (
    previous.exercise &&
    !alone.exercise &&
    heavy &&
    /\b((what|which|how much) weight|how heavy|starting weight|start (with|at)|too (heavy|light))\b/.test(
      text,
    )
  ) {
    return { ...previous, intent: 'training', topic: heavy, followUp: 'switch', text };
  }
  // "Palms forward or facing in?", "heels or toes?" after an exercise: the cue of its technique
  // notes the words ask about.
  // So does the kit pressing on the body ("the dumbbell keeps rolling off my hips and it hurts").
  if (
    previous.exercise &&
    !alone.exercise &&
    (!alone.entities.hasPain || kitPressesOnBody.test(text)) &&
    (previous.intent === 'exercise-technique' || previous.intent === 'form-feedback') &&
    contentTerms(text).length <= 8 &&
    asksTechniqueCue(text, previous.exercise)
  ) {
    return { ...previous, intent: 'exercise-technique', followUp: 'cue', text };
  }
  // "Squats are bad for your knees? | my trainer said never let your knees go past your toes":
  // a point of the technique of the exercise a topic was just about.
  if (
    previous.exercise &&
    previous.topic &&
    previous.intent === 'training' &&
    !alone.exercise &&
    !alone.entities.hasPain &&
    contentTerms(text).length <= 12 &&
    asksTechniqueCue(text, previous.exercise, { ignoreEveryday: true })
  ) {
    return { ...previous, intent: 'exercise-technique', followUp: 'cue', text };
  }
  return null;
}
