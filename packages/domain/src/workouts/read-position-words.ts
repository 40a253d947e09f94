// Reads the body positions a person rules out in their own words: a chat message to the coach
// ("no floor stuff, 24 wks pregnant") or the limitations note of onboarding ("Cannot kneel",
// "wheelchair user"). The plan engine and the coach share it, so a note limits a plan exactly as
// it limits the sessions the coach composes.
import type { PositionLimits } from './position-limits';

/** The body positions a text rules out, and whether the writer says she is pregnant. */
// Off the feet is read from a leg in a cast or a boot, not from position words.
export interface PositionsSaid extends Required<
  Omit<PositionLimits, 'seatedOnly' | 'standingOnly' | 'noStanding'>
> {
  /** Nothing on the floor: a dirty floor, can't get down, "standing only", "in a suit". */
  standingOnly: boolean;
  /** Asks for training done sitting ("a chair routine", "I'm a wheelchair user"). */
  seated: boolean;
  /** Only sitting: seated without standing offered as well ("standing or seated" is not). */
  seatedOnly: boolean;
  /** Says she is pregnant now (not a partner, not "trying to get pregnant", not postpartum). */
  pregnant: boolean;
}

// Words that refuse or cannot: "no", "nothing", "can't", "avoid", "rather not", "hate".
const refuse =
  "(no|not|nothing|none|never|without|avoid\\w*|skip|can'?t|cannot|can not|couldn'?t|unable to|don'?t|do not|won'?t|shouldn'?t|should not|told not to|rather not|hate|struggle\\w*( to)?|hard to|difficult to|trouble)";
const near = (words: string): RegExp => new RegExp(`\\b${refuse}\\b[^.?!,;]{0,25}?\\b${words}`);

// "Nothing on the floor", "no floor stuff", "can't get down on the floor", "gross carpet".
const floorRefused = [
  near('(on|onto|to|from|off|down on|down to) (the|my|a) (floor|ground|carpet)\\b'),
  /\bno (floor|ground|mat)[- ]?(stuff|work|exercises?|moves?|things?|based|bits?|routines?)?\b(?! press)/,
  near('(get|getting) (up and down|down and up|back up)\\b'),
  /\b(floors?|carpets?|ground|rugs?)('s| is| are| looks?| seems?| feels?| smells?)( so| too| really| kinda| super| pretty| a bit| all| well)? (dirty|gross|filthy|wet|muddy|disgusting|nasty|sticky|icy|soaked|dusty|grim|minging|manky)\b/,
  /\b(dirty|gross|filthy|wet|muddy|disgusting|nasty|sticky|dusty|grim|manky) (floors?|carpets?|ground|rugs?)\b/,
  /\b(only|just|all|everything|stay|staying|keep it|keep things)\b[^.?!,;]{0,12}\bstanding\b/,
  /\bstanding( up)?[- ](only|exercises?|moves|stuff|routine|workout|session|circuit|things|ones)\b/,
  /\b(stay|staying|keep me|remain|only|just|all|everything) on my feet\b|\bon my feet (only|the whole time|throughout)\b|\bupright only\b|\bin (a|my) (suit|dress|skirt|work clothes)\b/,
  // "Getting down on the floor is a no", "getting up off the floor is hard".
  /\b(get|getting|go|going|lie|lying|kneel|kneeling) (down |up )?(on|onto|to|off|from) (the|my) (floor|ground)\b[^.?!,;]{0,12}\b(a no|out|hard|difficult|tough|tricky|impossible|not (possible|happening|an option)|painful|a struggle|a nightmare|a pain)\b/,
  near('(lie|lay|lying|laying) down\\b'),
  /\b(nothing|not|no) on the floor\b|\bno floor\b|\bstanding only\b|\bcan'?t (get|lie) (down|on the floor)\b/,
];
// "Nothing flat on my back", "can't lie flat", "no lying on my back", "avoid supine".
const backRefused = [
  near(
    '(flat on (my|your|the) back|(lying|lie|lay|laying) (flat |down )?on (my|your|the) back|(lying|lie|lay|laying) (down )?flat|supine)\\b',
  ),
  /\bnothing (lying )?on my back\b/,
  /\b(lying|lie|laying) (flat )?on my back\b[^.?!]{0,30}\b(dizz\w*|uncomfortable|hurts?|heartburn|reflux|sick|faint\w*|light ?headed|nause\w*|not allowed)\b/,
  near('(lie|lay|lying|laying) down\\b'),
];
// "Can't lie on my stomach", "nothing face down", "no prone".
const frontRefused = [
  near(
    '((lying|lie|lay|laying) (down )?(face ?down|on (my|your|the) (stomach|belly|tummy|front))|face ?down|prone)\\b',
  ),
  /\b(lying|lie|laying) on my (stomach|belly|tummy|front)\b[^.?!]{0,30}\b(hurts?|uncomfortable|can'?t|not allowed)\b/,
  near('(lie|lay|lying|laying) down\\b'),
];
// "No kneeling", "kneeling hurts", "nothing on my knees".
const kneelingRefused = [
  near('kneel\\w*'),
  /\bkneel\w* (hurts?|is (painful|agony|a no)|kills)\b/,
  /\b(nothing|no(thing)? (being|going|getting)) on (my|the|your) knees\b/,
  near('(get|go|be) (down )?on (my|the|your) knees\\b'),
];
// "No hanging", "can't hang from a bar" (not "hang out", "no hanging around").
const hangingRefused = [
  near('hang(ing|s)?\\b(?! (out|around|about|on))'),
  /\bhanging (hurts|is painful)\b/,
];

// Training done sitting: "chair routine", "wheelchair user", "seated only", "can't stand".
const seatedPattern =
  /\b(chair[- ](routine|workout|exercises?|session|based|stuff|moves)|seated|sitting (down|only)|sit down|in (my|a) (wheel)?chair|wheelchair|from (my|a) chair|can'?t stand( up)?)\b/;

const pregnantSaid = /\bpregnan(t|cy)\b/;
// "Not pregnant", "trying to get pregnant", "after my pregnancy", "my wife is pregnant".
const notPregnantNow = [
  /\b(not|never been|trying (to get|for)|want(ing)? to (get|be)|planning|before (i got|getting|my)|after (my |the )?|post)\s?-?pregnan/,
  /\b(wife|partner|girlfriend|sister|friend|mum|mom|daughter|she|client|clients)('s| is| are|s)?\b[^.?!,;]{0,15}\bpregnan/,
  /\b(was|were) (\d+ (weeks?|months?) )?pregnant\b|\bpost-?partum\b|\bgave birth\b/,
];

/**
 * Reads the body positions a text rules out ("no floor stuff", "24 wks pregnant", "Cannot
 * kneel"); any case, curly or straight apostrophes.
 */
export function readPositionWords(said: string): PositionsSaid {
  const text = said
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ');
  const seated = seatedPattern.test(text);
  const saysAny = (patterns: readonly RegExp[]) => patterns.some((pattern) => pattern.test(text));
  return {
    standingOnly: saysAny(floorRefused),
    seated,
    seatedOnly:
      seated &&
      /\b(seated|sitting|sat|chair|wheelchair)\b/.test(text) &&
      !/\b(standing|stand up)\b/.test(text),
    noLyingOnBack: saysAny(backRefused),
    noLyingFaceDown: saysAny(frontRefused),
    noKneeling: saysAny(kneelingRefused),
    noHanging: saysAny(hangingRefused),
    pregnant: pregnantSaid.test(text) && !saysAny(notPregnantNow),
  };
}
