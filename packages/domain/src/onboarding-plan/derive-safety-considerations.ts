import { readCustomAnswer } from './read-custom-answer';

/** The health and accessibility answers safety advice is derived from. */
export interface SafetyInput {
  previousInjuries: readonly string[];
  /** Free-text limitations the user typed. */
  currentLimitations: readonly string[];
  medicalConditions: readonly string[];
  physicianApproval: boolean;
  pregnancyStatus?: boolean | null;
  needsModifications?: boolean | null;
  mobilityAids: readonly string[];
  visualImpairment?: boolean | null;
  hearingImpairment?: boolean | null;
}

const injuryAdvice: Readonly<Record<string, string>> = {
  back: 'Because of your previous back injury, keep your spine neutral, avoid heavy loaded bending and twisting, and stop any movement that causes back pain.',
  knee: 'Because of your previous knee injury, start squats and lunges with a short range of motion, avoid jumping at first, and stop if your knee hurts.',
  shoulder:
    'Because of your previous shoulder injury, build up overhead pressing slowly and keep pushing movements pain-free.',
  wrist:
    'Because of your previous wrist injury, use neutral grips or fists for push-ups and planks, and avoid loading a bent wrist.',
  ankle:
    'Because of your previous ankle injury, introduce running and jumping gradually and include balance work.',
  hip: 'Because of your previous hip injury, keep deep hip flexion and heavy single-leg work pain-free and progress slowly.',
  neck: 'Because of your previous neck injury, avoid loading your neck (no headstands or heavy shrugs) and keep your head neutral.',
  other:
    'Because of a previous injury, build up load gradually and stop any movement that causes pain.',
};

const conditionAdvice: Readonly<Record<string, string>> = {
  diabetes:
    'With diabetes, check your blood sugar before and after exercise and keep a fast-acting carbohydrate at hand.',
  hypertension:
    'With high blood pressure, breathe steadily during every lift (never hold your breath) and avoid maximal efforts.',
  'heart-condition':
    'With a heart condition, keep to moderate intensity your doctor has cleared, and stop at once if you feel chest pain, dizziness or unusual breathlessness.',
  arthritis:
    'With arthritis, favour low-impact movements and a longer warm-up; joint pain that lasts more than two hours after training means doing less next time.',
  asthma:
    'With asthma, keep your inhaler at hand, warm up gradually and avoid hard efforts in cold, dry air.',
  other: 'You noted a medical condition: ask your doctor which exercises and intensities suit you.',
};

const pregnancyAdvice =
  'During pregnancy, no calorie deficit is planned; avoid lying flat on your back after the first trimester, contact sports and overheating, and follow your midwife’s or doctor’s advice.';

const noApprovalAdvice =
  'You have not confirmed your doctor’s approval: please get medical clearance before starting, and keep to low intensity until you have it.';

const mobilityAidAdvice: Readonly<Record<string, string>> = {
  wheelchair:
    'Exercises are chosen so they can be done seated in your wheelchair; lock the brakes before each set.',
  walker: 'Standing exercises keep your walker or a sturdy support within reach for balance.',
  cane: 'Standing exercises keep your cane or a sturdy support within reach for balance.',
  crutches: 'Exercises avoid loading the leg you are using crutches for and favour seated options.',
  prosthetic:
    'Exercises are adapted for your prosthetic; check your skin and fit after each session.',
};

/**
 * Plain sentences of safety advice from injuries, limitations, medical conditions, pregnancy,
 * a missing physician approval and accessibility needs, in that order and without repeats.
 * 'none' answers add nothing; `custom:` answers and typed limitations appear as "Your note: …".
 */
export function deriveSafetyConsiderations(input: SafetyInput): string[] {
  const advice = [
    ...input.previousInjuries.map((injury) => adviseOn(injury, injuryAdvice)),
    ...input.currentLimitations.map((text) => formatNote(text)),
    ...input.medicalConditions.map((condition) =>
      condition === 'pregnancy' ? pregnancyAdvice : adviseOn(condition, conditionAdvice),
    ),
    input.pregnancyStatus === true ? pregnancyAdvice : null,
    input.physicianApproval ? null : noApprovalAdvice,
    ...input.mobilityAids.map((aid) => adviseOn(aid, mobilityAidAdvice)),
    input.needsModifications === true
      ? 'Every exercise comes with a modified version; choose the one that suits you.'
      : null,
    input.visualImpairment === true
      ? 'Exercise instructions come with spoken cues, so you do not need to watch the screen.'
      : null,
    input.hearingImpairment === true
      ? 'Exercise instructions come with on-screen text and visual cues instead of sound alone.'
      : null,
  ];
  return [...new Set(advice.filter((sentence): sentence is string => Boolean(sentence)))];
}

function adviseOn(answer: string, adviceByOption: Readonly<Record<string, string>>): string | null {
  const customText = readCustomAnswer(answer);
  if (customText !== null) return formatNote(customText);
  return adviceByOption[answer] ?? null;
}

function formatNote(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? `Your note: ${trimmed}` : null;
}
