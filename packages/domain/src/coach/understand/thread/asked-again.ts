import { contentTerms } from '../../language/tokenize';
import { exercisesCompared } from '../../tools/compare-exercises';
import { withChangedSetting } from '../changed-parameter';
import { asksSessionOrRecords } from '../thread-turns';
import { statesOwnDetail } from '../told-and-asked';
import { understandAlone, type CoachFrame } from '../understand-message';
import type { ThreadReading } from './reading';
import { speaksTo } from './words';

// The question before asked again: with a detail of the user's own, for someone else, of a thing
// named after "what about", weighed against another exercise, or with a setting changed.

// "What about X" / "how about X" with X a thing, not a condition ("on rest days", "if", "with").
const whatAboutThing =
  /^((and|but|so|ok|okay|also),? )*(what|how) about (?!(with|without|if|when|for|on|in|at|during|after|before|it|that|this|them|those|these|my|me|doing|going)\b)(an? |the |some )?(?<thing>[a-z][a-z' -]*?)\s*(,|\?|$|\b(is|are|do|does|then|too|instead|though|tho)\b)/;

/**
 * Whether the message, read alone, is about a thing it names right after "what about" ("what
 * about creatine, is that safe for women?"): the thing's own knowledge topic, food or supplement.
 */
function namesSubjectOfItsOwn(text: string, alone: CoachFrame): boolean {
  const thing = whatAboutThing.exec(text)?.groups?.['thing'];
  if (
    !thing ||
    alone.exercise ||
    alone.muscle ||
    alone.entities.hasPain ||
    alone.entities.bodyParts.length > 0 ||
    alone.intent === 'out-of-scope' ||
    alone.intent === 'greeting' ||
    asksSessionOrRecords(alone)
  )
    return false;
  if (alone.food || alone.supplement) return true;
  // Only something to eat or take that its topic is named after ("creatine", "pre workout"):
  // "what about rest days?" after calories is still calories, "what about weights?" is no weight.
  const named = new Set(alone.topic?.id.split('-') ?? []);
  const words = thing.split(/[\s-]+/).filter((word) => word.length > 2);
  return (
    alone.topic?.intent === 'nutrition' &&
    words.length > 0 &&
    words.every((word) => named.has(word) || named.has(`${word}s`))
  );
}

// A follow-up that weighs what it names against the exercise before ("vs normal curl", "or knee
// push ups, which is easier?", "compared to conventional").
const comparesWith =
  /^((and|so|ok|okay|but),? )*(vs|versus|or|compared (to|with)|over)\b|\b(vs|versus|difference|diff|compared (to|with))\b|\bwhich (one |is )?(is )?(better|easier|harder|safer|best)\b|\b(better|worse|easier|harder|safer) than\b|\bas good as\b/;

/** The question before, asked again with a detail, a person, a thing or a setting of its own. */
export function readAskedAgain(reading: ThreadReading): CoachFrame | null {
  const { text, alone, previous, matcher } = reading;
  // "How much protein do I need? | im about 80kg", "cardio on rest days? | i was thinking like 45
  // min runs": a detail of the user's own that the question before was waiting for, read with it.
  if (
    (previous.topic || previous.food) &&
    previous.intent !== 'workout-request' &&
    !alone.exercise &&
    !alone.entities.hasPain &&
    statesOwnDetail(text) &&
    // "Quick one? | like 15 min no jumping": minutes with what the session must be are a session.
    !(
      alone.intent === 'workout-request' &&
      (alone.entities.lowImpact ||
        alone.entities.equipment !== null ||
        alone.entities.focus !== null ||
        alone.entities.place !== null)
    )
  )
    return { ...previous, followUp: 'detail', text: `${previous.text} ${text}` };
  // "And for my wife? shes 60kg": the same question asked for someone else, with their details.
  if (
    previous.topic &&
    previous.intent !== 'workout-request' &&
    !alone.entities.hasPain &&
    !alone.entities.isMedical &&
    /^((and|but|ok|okay|so)[,.]? )*((what|how) about |and )?(for |about )?(my )?(wife|husband|partner|gf|bf|girlfriend|boyfriend|son|daughter|kids?|mum|mom|dad|brother|sister|friend|mate|missus|fiancee?)\b[^?]{0,12}\?/.test(
      text,
    )
  )
    return {
      ...previous,
      followUp: 'detail',
      // The question before, without the user's own numbers, asked with the other person's.
      text: `${previous.text.replace(/\b\d{2,3}(\.\d)? ?(kg|kgs|kilos?|lbs?|pounds|stone|st)\b/g, ' ')} ${text}`,
    };
  // "What about creatine, is that safe for women?" after lifting on the pill, "what about fish
  // oil, worth it?" after a how-to: a thing named right after "what about" that the message
  // alone lands on is the new subject, not a condition on the question before.
  if (
    namesSubjectOfItsOwn(text, alone) &&
    (alone.topic === null || alone.topic.id !== previous.topic?.id)
  )
    return { ...alone, followUp: 'switch' };
  // "Vs normal curl whats the diff?" after the hammer curl, "or knee push ups, which is easier?"
  // after incline push-ups: the exercise just discussed weighed against the one named now.
  if (
    previous.exercise &&
    alone.exercise &&
    alone.exercise.id !== previous.exercise.id &&
    !alone.entities.hasPain &&
    comparesWith.test(text) &&
    contentTerms(text).length <= 8
  ) {
    const pair = `${previous.exercise.name} vs ${alone.exercise.name}`.toLowerCase();
    const weighed = understandAlone(`${pair}, ${text}`, matcher);
    if (weighed.intent !== 'out-of-scope' && weighed.intent !== 'greeting')
      return { ...weighed, followUp: 'switch' };
  }
  // "Which one for bigger arms?" after two exercises were weighed: the same two, for that goal;
  // "which one is better for building muscle?" after "push pull legs or full body?": the same
  // two options, whatever they are.
  if (
    !alone.exercise &&
    /^((and|so|ok|okay|but),? )*(which|what)( one| of (them|the two|those|these)| is| would)?\b/.test(
      text,
    ) &&
    /\b(vs|versus|or|compared|difference|diff)\b/.test(previous.text) &&
    (exercisesCompared(previous.text, matcher) !== null ||
      (alone.entities.bodyParts.length === 0 &&
        !alone.entities.hasPain &&
        /^((and|so|ok|okay|but),? )*(which|what) (one|of (them|the two|those|these))\b|\b(better|best|worse|more|less)\b/.test(
          text,
        ))) &&
    contentTerms(text).length <= 6
  ) {
    const weighed = understandAlone(`${previous.text} ${text}`, matcher);
    if (weighed.intent !== 'out-of-scope' && weighed.intent !== 'greeting')
      return { ...weighed, followUp: 'switch' };
  }
  // "How many reps at 70% of my max | what about 85%?", "warm-up before heavy squats | and at
  // 6am?": the same question with the setting changed.
  const changed =
    previous.intent !== 'workout-request' &&
    (previous.topic !== null || previous.exercise !== null) &&
    !alone.entities.hasPain &&
    (!alone.exercise || alone.exercise.id === previous.exercise?.id)
      ? withChangedSetting(previous.text, text)
      : null;
  if (changed) {
    const asked = understandAlone(changed.text, matcher);
    const answers =
      asked.intent !== 'out-of-scope' &&
      asked.intent !== 'greeting' &&
      (asked.topic !== null || asked.exercise !== null);
    // A setting added ("and at 6am?") keeps the subject before unless the combined reading lands
    // on a topic that speaks to it; a setting replaced asks the question again.
    if (answers && (changed.replaced || asked.topic?.id === previous.topic?.id))
      return { ...asked, followUp: 'switch' };
    if (answers && asked.topic && speaksTo(asked.topic, contentTerms(previous.text)))
      return { ...asked, followUp: 'switch' };
    if (previous.topic) return { ...previous, followUp: 'switch', text };
  }
  return null;
}
