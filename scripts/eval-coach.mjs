// `npm run eval:coach`: runs the built-in coach engine on the committed evaluation set
// (services/coach/eval/coach-eval-set.json: user messages, the intent each must be recognised as
// and facts its reply must contain) and prints intent accuracy and fact recall, then PASS/MISS
// against the goal (≥ 95% intent accuracy). Every miss is listed. A MISS exits with status 1.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { repoRoot } from './lib/paths.mjs';

const goalPercent = 95;
const { values } = parseArgs({
  options: {
    style: { type: 'string', default: 'supportive' },
    verbose: { type: 'boolean', default: false },
  },
});

const evalSet = JSON.parse(
  readFileSync(path.join(repoRoot, 'services/coach/eval/coach-eval-set.json'), 'utf8'),
);
const coach = await tsImport(
  path.join(repoRoot, 'packages/domain/src/coach/index.ts'),
  import.meta.url,
);

const context = { ...coach.emptyCoachContext, ...evalSet.context };
const now = new Date(evalSet.now);
let intentHits = 0;
let factHits = 0;
let factTotal = 0;
const misses = [];
for (const testCase of evalSet.cases) {
  const reply = coach.composeCoachReply({
    message: testCase.message,
    style: testCase.style ?? values.style,
    motivation: testCase.motivation ?? 'goal-oriented',
    context,
    now,
  });
  const text = reply.message.toLowerCase();
  const missingFacts = testCase.facts.filter((fact) => !text.includes(fact.toLowerCase()));
  const isIntentRight = reply.intent === testCase.intent;
  if (isIntentRight) intentHits += 1;
  factTotal += testCase.facts.length;
  factHits += testCase.facts.length - missingFacts.length;
  if (!isIntentRight || missingFacts.length > 0) {
    misses.push({
      message: testCase.message,
      expected: testCase.intent,
      got: reply.intent,
      missingFacts,
    });
  }
  if (values.verbose) console.log(`\n> ${testCase.message}\n[${reply.intent}]\n${reply.message}`);
}

const percent = (hits, total) => (total === 0 ? 100 : (hits / total) * 100);
const intentAccuracy = percent(intentHits, evalSet.cases.length);
const factRecall = percent(factHits, factTotal);
console.log(`coach evaluation (${evalSet.cases.length} messages, style ${values.style})`);
console.log(
  `  intent accuracy  ${intentAccuracy.toFixed(1)}%  (${intentHits}/${evalSet.cases.length})`,
);
console.log(`  fact recall      ${factRecall.toFixed(1)}%  (${factHits}/${factTotal})`);
for (const miss of misses) {
  const facts = miss.missingFacts.length
    ? `; missing ${miss.missingFacts.map((f) => `"${f}"`).join(', ')}`
    : '';
  console.log(`  miss: "${miss.message}" → ${miss.got} (expected ${miss.expected})${facts}`);
}
const isMet = intentAccuracy >= goalPercent;
console.log(
  `${isMet ? 'PASS' : 'MISS'}: intent accuracy ${intentAccuracy.toFixed(1)}% (goal ≥ ${goalPercent}%)`,
);
process.exitCode = isMet ? 0 : 1;
