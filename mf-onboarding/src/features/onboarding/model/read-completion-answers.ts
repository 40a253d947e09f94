import { onboardingAnswerSchema } from '@repwise/contracts';
import { questionIdByField } from './map-payload-errors';
import type { AnswerMap } from './question-types';

function readPath(source: unknown, path: string): unknown {
  let node = source;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = Reflect.get(node, key);
  }
  return node;
}

/** The single sensory answer from the payload's three accessibility fields (built in reverse). */
function readSensoryAnswer(completion: unknown): string | null {
  const read = (field: string) => readPath(completion, `accessibility.${field}`);
  const cognitive = read('cognitiveConsiderations');
  if (Array.isArray(cognitive) && cognitive.includes('sensory-processing')) {
    return 'sensory-processing';
  }
  if (read('visualImpairment') === true) return 'visual-impairment';
  if (read('hearingImpairment') === true) return 'hearing-impairment';
  if (read('visualImpairment') === false && read('hearingImpairment') === false) return 'none';
  return null;
}

/**
 * Edit mode's prefill: the answers of a stored completion (GET /onboarding/completion) as the
 * wizard's answer map, the reverse of `buildCompletionPayload`. Unanswered fields (null, empty
 * lists, unreadable values) are left out.
 */
export function readCompletionAnswers(completion: unknown): AnswerMap {
  const answers: AnswerMap = {};
  for (const [field, questionId] of Object.entries(questionIdByField)) {
    if (questionId === 'sensory-considerations') continue;
    const parsed = onboardingAnswerSchema.safeParse(readPath(completion, field));
    if (!parsed.success || parsed.data === null) continue;
    if (Array.isArray(parsed.data) && parsed.data.length === 0) continue;
    answers[questionId] = parsed.data;
  }
  const sensory = readSensoryAnswer(completion);
  if (sensory) answers['sensory-considerations'] = sensory;
  return answers;
}
