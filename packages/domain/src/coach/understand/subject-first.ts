import type { KnowledgeMatch } from '../knowledge/knowledge-index';
import { contentTerms } from '../language/tokenize';
import type { CoachExercise } from './exercise-matcher';

// The search ranks topics by the words they share with a message; some words say who is asking or
// when (an age, a season, a few weeks) while another names what is asked. These put the topic of
// what is asked first, so the rest of the reading starts from it.

/** A vitamin named ("vitamin d", "vit b12"). */
export const vitaminNamed = /\b(?:vitamin|vit) ?([a-e]|b ?12|b ?6|k2?)\b/;

// A short time said ("after 2 weeks", "10 days in", "a week of walking").
const shortTimeSaid =
  /\b(\d+|a|one|two|three|four|five|a couple of|a few) (days?|weeks?)\b(?! (off|ago|break))/;

// Topics about age alone, which a condition named beside the age outranks.
const ageTopics = new Set(['too-late-to-start', 'older-adults-lifting']);

function first(matches: readonly KnowledgeMatch[], match: KnowledgeMatch | undefined) {
  return match && match !== matches[0]
    ? [match, ...matches.filter((other) => other !== match)]
    : [...matches];
}

/**
 * "Can I do pull ups at my age?": the age is the worry, the exercise the subject. When the age
 * topic leads and a topic whose title names the exercise follows, that one answers (the age line
 * goes first in the answer).
 */
function aboutTheExerciseFirst(
  matches: readonly KnowledgeMatch[],
  exercise: CoachExercise | null,
): KnowledgeMatch[] {
  if (!exercise || matches[0]?.topic?.id !== 'too-late-to-start') return [...matches];
  const name = contentTerms(exercise.name);
  return first(
    matches,
    matches.find((match) => {
      const title = new Set(contentTerms(match.topic?.title ?? ''));
      return name.every((word) => title.has(word));
    }),
  );
}

/**
 * "I have high blood pressure. Is lifting safe for me at my age?": the condition's topic answers
 * when it scores close to the age topic (the age line goes first in the answer), since its
 * safety points are the ones to know.
 */
function conditionBeforeAge(
  matches: readonly KnowledgeMatch[],
  isMedical: boolean,
): KnowledgeMatch[] {
  const [top, second] = matches;
  const outranks =
    isMedical &&
    top?.topic &&
    ageTopics.has(top.topic.id) &&
    second?.topic?.intent === 'health' &&
    !ageTopics.has(second.topic.id) &&
    second.score >= top.score * 0.85;
  return first(matches, outranks ? second : undefined);
}

/**
 * "Not seeing any difference after 2 weeks of walking": too soon for visible results, which the
 * topic of when results show answers, not the checklist for results that stalled.
 */
function tooSoonToJudge(matches: readonly KnowledgeMatch[], text: string): KnowledgeMatch[] {
  const said = shortTimeSaid.exec(text);
  if (matches[0]?.topic?.id !== 'not-seeing-results' || !said) return [...matches];
  const count = Number(said[1]) || (/^(a|one)$/.test(said[1] ?? '') ? 1 : 3);
  const weeks = said[2]?.startsWith('day') ? count / 7 : count;
  if (weeks > 5) return [...matches];
  return first(
    matches,
    matches.find((match) => match.topic?.id === 'when-see-results'),
  );
}

/**
 * "Should i be taking vitamin d over winter? ... hardly get outside when its this cold": the
 * vitamin named is the subject, whatever season or feeling is told around it; its topic (one whose
 * title or keywords name it) answers.
 */
function vitaminNamedFirst(matches: readonly KnowledgeMatch[], text: string): KnowledgeMatch[] {
  const named = vitaminNamed.exec(text);
  if (!named) return [...matches];
  const vitamin = `vitamin ${(named[1] ?? '').replace(/\s+/g, '')}`;
  return first(
    matches,
    matches.find((match) =>
      [match.topic?.title ?? '', ...(match.topic?.keywords ?? [])].some((said) =>
        said.toLowerCase().includes(vitamin),
      ),
    ),
  );
}

/**
 * "Hiit", "creatine?": a subject named on its own asks what it is, which a topic titled "What is
 * ..." answers, when it scores close to the top.
 */
function definitionFirst(matches: readonly KnowledgeMatch[], text: string): KnowledgeMatch[] {
  const [top] = matches;
  if (
    !top ||
    contentTerms(text).length > 2 ||
    /^(how|why|when|which|should|can|is|are|do)\b/.test(text)
  )
    return [...matches];
  const definition = matches
    .slice(1, 3)
    .find(
      (match) =>
        /^What (is|are)\b/.test(match.topic?.title ?? '') && match.score >= top.score * 0.8,
    );
  // "Protein?": of topics scored alike on the one word, the one keyed on that word alone (how
  // much protein), not one keyed on a phrase holding it (protein bars).
  const bare = contentTerms(text).join(' ');
  const keyedOnIt = matches
    .slice(0, 6)
    .find(
      (match) =>
        match.score >= top.score * 0.9 &&
        (match.topic?.keywords ?? []).some((keyword) => keyword.toLowerCase() === bare),
    );
  return first(matches, definition ?? keyedOnIt);
}

/** The search's matches with the topic of what is asked first. */
export function subjectFirst(
  matches: readonly KnowledgeMatch[],
  asked: { text: string; exercise: CoachExercise | null; isMedical: boolean },
): KnowledgeMatch[] {
  const byExercise = aboutTheExerciseFirst(matches, asked.exercise);
  const byCondition = conditionBeforeAge(byExercise, asked.isMedical);
  return definitionFirst(
    vitaminNamedFirst(tooSoonToJudge(byCondition, asked.text), asked.text),
    asked.text,
  );
}
