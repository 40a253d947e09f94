import type { CoachUserContext } from '../coach-types';
import { requirementsOf } from './user-requirements';

// "Is 1900 cals too low?", "is 1200 calories enough", "too low at 1500 kcal?".
const calorieAsked =
  // "Should i just drop to 1200 cals?", "should i drop to like 1500 cals to speed it up": a number
  // to cut down to, asked about.
  /\b(?:drop|go|cut|get|going|dropping|cutting) (?:down |right down |back )?to (?:like |about |around |maybe |just |only |roughly )?(\d[\d,]{2,4}) ?(?:kcal|cals?|calories)\b(?=[^.]*\?)|\b(\d[\d,]{2,4}) ?(?:kcal|cals?|calories)\b[^.?!]{0,30}\b(?:too (?:low|little|few|much|high|many)|enough|ok|okay|safe|fine|right)\b|\b(?:too (?:low|little|much|high)|enough|ok|okay|safe)\b[^.?!]{0,12}\b(\d[\d,]{2,4}) ?(?:kcal|cals?|calories)\b|\b(?:should|could|can|shall) i (?:just |maybe |really )?(?:drop|go|cut|get) (?:down |right down |back )?to (?:like |about |around |maybe |just |only |roughly )?(\d[\d,]{2,4}) ?(?:kcal|cals?|calories)\b/;

/**
 * A daily calorie number asked about, judged: below about 1,200 kcal dieting needs a doctor (NHS;
 * Harvard Health: 1,200 women, 1,500 men); otherwise against the plan's own target.
 */
export function calorieCheck(
  text: string,
  context: CoachUserContext,
): { kcal: number; line: string } | null {
  const match = calorieAsked.exec(text);
  const kcal = Number(
    (match?.[1] ?? match?.[2] ?? match?.[3] ?? match?.[4] ?? '').replace(/,/g, ''),
  );
  if (!match || !(kcal >= 500 && kcal <= 6000)) return null;
  const said = kcal.toLocaleString('en-GB');
  if (kcal < 1200)
    return {
      kcal,
      line: `${said} kcal a day is too low to do on your own: below about 1,200 kcal (1,500 for most men) it is hard to get enough protein and nutrients, you lose more muscle and energy, and it needs medical supervision.`,
    };
  const target = context.nutrition?.calorieTarget;
  if (!target) return null;
  const planned = target.toLocaleString('en-GB');
  if (Math.abs(kcal - target) <= target * 0.05) {
    const gaining =
      requirementsOf(context).primaryGoal === 'MUSCLE_GAIN' ||
      /\b(bulk\w*|grow\w*|gain\w*|build\w* muscle|put on)\b/.test(text);
    const after = gaining
      ? 'For muscle gain it should give a small surplus of about 200-300 kcal above maintenance: if your weight has not gone up over 3-4 weeks, add 150-200 kcal a day.'
      : /\b(tired|cranky|exhausted|knackered|hungry|starving|energy|moody|irritable)\b/.test(text)
        ? 'If you feel tired or cranky on it, look first at sleep, stress, protein at every meal and carbs around training, and eat a little more on hard training days.'
        : 'Give it 3-4 weeks and judge it by your weekly average weight before changing it.';
    return {
      kcal,
      line: `${said} kcal is your plan's daily target, set from your size, activity and goal. ${after}`,
    };
  }
  // "The scale hasnt budged in 10 days, should i drop to 1200?": a short stall is water.
  const stalled =
    /\b(scales?|stuck|budg\w*|plateau\w*|stall\w*|not moving|(hasn'?t|hasnt|not|haven'?t) (moved|changed|dropped|shifted))\b/.test(
      text,
    )
      ? ' A stall of a week or two is normal: water swings hide fat loss, so judge by your weekly average over 2-3 weeks before cutting.'
      : '';
  return kcal < target
    ? {
        kcal,
        line: `${said} kcal is ${(target - kcal).toLocaleString('en-GB')} kcal below your plan's target of ${planned}: a bigger cut than planned, which costs energy, mood and muscle. Stay near ${planned} unless your weight has not moved for 3-4 weeks.${stalled}`,
      }
    : {
        kcal,
        line: `${said} kcal is ${(kcal - target).toLocaleString('en-GB')} kcal above your plan's target of ${planned}: fine on a hard training day, but most days near ${planned} keep you on course for your goal.`,
      };
}
