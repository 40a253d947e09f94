// `npm run eval:coach`: runs the built-in coach engine (with the real exercise catalogue) on the
// committed evaluation set, services/coach/eval/: coach-eval-dev.json and every -dev-N after it,
// found by name (the engine may be tuned on them; each later one was written to find what the
// earlier ones miss) and
// coach-eval-heldout.json (never tuned on; failing cases are reported, and new cases are
// added rather than edited). Each case is a conversation as a user types it, run as one of the
// users of eval-users.json; its last message is judged. A reply is useful when it is understood
// as an accepted intent, holds every required fact (a string, or alternatives of which one must
// appear), holds no forbidden text and, for workout requests, comes with a workout card that fits
// the minutes, uses only the allowed equipment and, for users with injuries, nothing that loads
// them. It prints the useful-answer rate of each part and the in-domain refusals (in-domain
// messages answered as out of scope). `--floor N`: exit 1 when the held-out rate is under N % or
// an in-domain dev message was refused (npm test runs it this way, floor 78 %: held-out 80.1 %
// in session 17, 79.5 % in sessions 18, 19 and 20, 2026-11-26/27). `--verbose` prints every reply;
// `--dev-only` runs only the dev part (for work on the engine, so the held-out part stays unseen);
// `--misses dev|heldout|all` lists failing cases (default dev only).
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const { values } = parseArgs({
  options: {
    style: { type: 'string', default: 'supportive' },
    verbose: { type: 'boolean', default: false },
    misses: { type: 'string', default: 'dev' },
    floor: { type: 'string' },
    'dev-only': { type: 'boolean', default: false },
  },
});

/** @typedef {import('@repwise/domain/coach').CoachStyle} CoachStyle */
/** @typedef {import('@repwise/domain/coach').CoachUserContext} CoachUserContext */
/**
 * One case of an evaluation file (the files' own `description` says how each field is judged).
 * @typedef {{
 *   id: string,
 *   user: string,
 *   messages: string[],
 *   intent: string | string[],
 *   facts?: (string | string[])[],
 *   forbid?: string[],
 *   style?: CoachStyle,
 *   workout?: { maxMinutes?: number, minExercises?: number, equipment: string[] },
 * }} EvalCase
 */

/** @param {string} file one of the coach service's evaluation files (`services/coach/eval`) */
const readJson = (file) =>
  JSON.parse(
    readFileSync(new URL(import.meta.resolve(`@repwise/coach-service/eval/${file}`)), 'utf8'),
  );
/** @type {{ now: string, users: Record<string, Partial<CoachUserContext>> }} */
const users = readJson('eval-users.json');
const evalFolder = new URL(import.meta.resolve('@repwise/coach-service/eval/eval-users.json'));
/** Every development file, in the order written: coach-eval-dev.json, then -dev-2, -dev-3 ... */
const devFiles = readdirSync(new URL('.', evalFolder))
  .filter((file) => /^coach-eval-dev(-\d+)?\.json$/.test(file))
  .sort((a, b) => Number(/\d+/.exec(a)?.[0] ?? 1) - Number(/\d+/.exec(b)?.[0] ?? 1));
const parts = [
  { name: 'dev', files: devFiles },
  { name: 'heldout', files: ['coach-eval-heldout.json'] },
];
/** @type {typeof import('@repwise/domain/coach')} */
const coach = await tsImport('@repwise/domain/coach', import.meta.url);
// The coach service gives the engine the English word list, so the evaluation does too.
/** @type {typeof import('@repwise/coach-service/english-words')} */
const { englishWords } = await tsImport('@repwise/coach-service/english-words', import.meta.url);
const dictionary = englishWords();
/** @type {typeof import('@repwise/workouts-service/catalogue')} */
const { exerciseCatalogue } = await tsImport(
  '@repwise/workouts-service/catalogue',
  import.meta.url,
);
const now = new Date(users.now);

/**
 * @param {string} key
 * @returns {CoachUserContext}
 */
function contextOf(key) {
  const user = users.users[key];
  if (!user) throw new Error(`unknown eval user ${key}`);
  return { ...coach.emptyCoachContext, ...user };
}

/**
 * @param {string} text
 * @param {string | string[]} fact a string, or alternatives of which one must appear
 */
function holds(text, fact) {
  const alternatives = Array.isArray(fact) ? fact : [fact];
  return alternatives.some((alternative) => text.includes(alternative.toLowerCase()));
}

/**
 * @param {EvalCase} testCase
 * @param {import('@repwise/domain/coach').CoachReply} reply
 * @param {CoachUserContext} context
 */
function checkWorkout(testCase, reply, context) {
  const expected = testCase.workout;
  if (!expected) return [];
  const workout = reply.workout;
  if (!workout) return ['no workout card'];
  const problems = [];
  if (expected.maxMinutes && workout.minutes > Math.ceil(expected.maxMinutes * 1.1))
    problems.push(`${workout.minutes} min > ${expected.maxMinutes}`);
  if (workout.exercises.length < (expected.minExercises ?? 1))
    problems.push(`${workout.exercises.length} exercises`);
  const injuries = coach.requirementsOf(context).injuries;
  for (const item of workout.exercises) {
    const exercise = exerciseCatalogue.find((entry) => entry.id === item.exerciseId);
    if (!exercise) {
      problems.push(`unknown exercise ${item.exerciseId}`);
      continue;
    }
    const extra = exercise.equipment.filter((name) => !expected.equipment.includes(name));
    if (expected.equipment && extra.length > 0) problems.push(`${exercise.name} needs ${extra}`);
    const loaded = exercise.contraindications.injuries.filter((area) => injuries.includes(area));
    if (loaded.length > 0) problems.push(`${exercise.name} loads ${loaded}`);
  }
  return problems;
}

/** @param {EvalCase} testCase */
function runCase(testCase) {
  const context = contextOf(testCase.user);
  const messages = testCase.messages;
  const reply = coach.composeCoachReply({
    message: messages.at(-1) ?? '',
    history: messages.slice(0, -1),
    style: testCase.style ?? /** @type {CoachStyle} */ (values.style),
    motivation: 'goal-oriented',
    context,
    catalogue: exerciseCatalogue,
    now,
    dictionary,
  });
  const text = reply.message.toLowerCase();
  const intents = Array.isArray(testCase.intent) ? testCase.intent : [testCase.intent];
  const problems = [];
  if (!intents.includes(reply.intent)) problems.push(`intent ${reply.intent}`);
  for (const fact of testCase.facts ?? []) {
    if (!holds(text, fact)) problems.push(`missing ${JSON.stringify(fact)}`);
  }
  for (const forbidden of testCase.forbid ?? []) {
    if (text.includes(forbidden.toLowerCase())) problems.push(`says "${forbidden}"`);
  }
  problems.push(...checkWorkout(testCase, reply, context));
  const isInDomain = !intents.includes('out-of-scope');
  return {
    testCase,
    reply,
    problems,
    refused: isInDomain && reply.intent === 'out-of-scope',
  };
}

const percent = (/** @type {number} */ hits, /** @type {number} */ total) =>
  total === 0 ? 100 : (hits / total) * 100;
/** @type {Record<string, { rate: number, refused: number, total: number }>} */
const summary = {};
console.log(`coach evaluation (style ${values.style})`);
for (const part of parts) {
  if (values['dev-only'] && part.name !== 'dev') continue;
  const results = part.files.flatMap((file) =>
    /** @type {{ cases: EvalCase[] }} */ (readJson(file)).cases.map(runCase),
  );
  const useful = results.filter((result) => result.problems.length === 0).length;
  const refused = results.filter((result) => result.refused);
  const rate = percent(useful, results.length);
  summary[part.name] = { rate, refused: refused.length, total: results.length };
  console.log(
    `  ${part.name.padEnd(8)} ${results.length} messages: useful answers ${rate.toFixed(1)}% (${useful}/${results.length}), in-domain refusals ${refused.length}`,
  );
  const listMisses = values.misses === 'all' || values.misses === part.name;
  for (const result of results) {
    if (values.verbose) {
      console.log(
        `\n> ${result.testCase.messages.join(' | ')}\n[${result.reply.intent}]\n${result.reply.message}`,
      );
    }
    if (result.problems.length > 0 && (listMisses || result.refused)) {
      console.log(
        `    miss ${result.testCase.id}: "${result.testCase.messages.join(' | ')}" → ${result.problems.join('; ')}`,
      );
    }
  }
}
const heldout = summary.heldout;
const devRefused = summary.dev?.refused ?? 0;
const goal = 90;
if (!heldout) process.exit(0);
console.log(
  `${heldout.rate >= goal && heldout.refused === 0 ? 'PASS' : 'MISS'}: held-out useful answers ${heldout.rate.toFixed(1)}% (goal ≥ ${goal}%), in-domain refusals ${heldout.refused + devRefused} (goal 0)`,
);
if (values.floor !== undefined) {
  const floor = Number(values.floor);
  const isAbove = heldout.rate >= floor && devRefused === 0;
  console.log(
    `${isAbove ? 'ok' : 'FAIL'}: floor ${floor}% for the held-out part, no in-domain refusal on the dev part`,
  );
  process.exitCode = isAbove ? 0 : 1;
}
