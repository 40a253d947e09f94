import type { KnowledgeMatch } from '../knowledge/knowledge-index';

// A training topic a message about a lift's weak point lands on squarely.
export const aboutTheLift = (match: KnowledgeMatch) =>
  match.intent === 'training' && (match.keyTerms.length >= 2 || match.matchedTerms.length >= 3);

// A phase of a lift named as weak ("my lockout sucks", "slow off the chest") or trained for
// ("close grip bench for lockout").
export const weakPhase =
  /\b(lockout|off the chest|out of the hole|off the floor)\b[^.?!]{0,25}\b(sucks?|weak\w*|slow\w*|fails?|dies|dying|grind\w*|stall\w*|stuck|bad|terrible|awful|crap)\b|\b(weak|slow|bad|terrible|crap|shit) (lockout|off the chest|out of the hole|off the floor)\b|\bfor (the |my |a |better |stronger )?(lockout|off the chest|out of the hole)\b/;

// Where in the rep a lift fails: "out of the hole", "off the chest", "below the knee", "at lockout".
export const stickingPoint =
  /\b(out of the hole|(off|from|above|below|at|near|just off) (the|my) (chest|floor|knees?|bottom)|(at|near|before) (the )?lockout|halfway( up)?|mid[- ]?(range|way|shin|thigh)|sticking point|(bottom|top|middle) of the (rep|lift|squat|bench|pull))\b/;

// Says a lift stopped progressing.
// Also barely moving ("my bench has barely moved", "only gone up 5 kg in 6 months").
const liftStalls =
  /\b(stuck|stall\w*|plateau\w*|hit a wall|not (going up|moving|progressing|improving|increasing)|no progress|(can'?t|cannot|unable to) (get past|get over|break|beat|increase|add|go (up|heavier)|progress|lift more)|same weight for|(hasn'?t|not) (gone up|moved|improved|increased)|barely (gone up|moved|moving|improved|increased|progressed|budged)|(only|just) (gone up|added|increased) (by )?\d+(\.\d+)? ?(kg|kilos?|lbs?|pounds?) in (the )?(last |past )?(\d+|few|several|six|two|three) (months|weeks))\b/;

// A lift that "went from 140 to 142.5 in the last 6 months": under 5 % in 2 months or more.
const liftFromTo =
  /\bfrom (\d+(?:\.\d+)?) ?(?:kg|kilos?|lbs?)? to (\d+(?:\.\d+)?) ?(?:kg|kilos?|lbs?)? in (?:the )?(?:last |past )?(\d+|few|several|six|three|two) months\b/;

/** Whether a message says a lift stopped progressing, in words or in its numbers. */
export function saysLiftStalls(text: string): boolean {
  if (liftStalls.test(text)) return true;
  const [, from = '', to = '', months = ''] = liftFromTo.exec(text) ?? [];
  const start = Number(from);
  const monthCount = /^\d+$/.test(months) ? Number(months) : 3;
  return start > 0 && monthCount >= 2 && (Number(to) - start) / start < 0.05;
}
