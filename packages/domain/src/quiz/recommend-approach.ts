import type { AnsweredQuestion } from './read-quiz-answers';
import type {
  FitnessReadinessLevel,
  QuizInsights,
  RecommendedIntensity,
  RiskLevel,
} from './quiz-types';

const focusByGoal: Readonly<Record<string, readonly string[]>> = {
  'lose-weight': ['Calorie-burning circuits', 'Full-body strength'],
  'build-muscle': ['Progressive hypertrophy training', 'Full-body strength'],
  'get-stronger': ['Compound lifts with progressive overload'],
  'improve-endurance': ['Aerobic base building', 'Interval training'],
  'improve-mobility': ['Mobility and flexibility'],
  'improve-health': ['Full-body strength', 'Aerobic base building'],
  'sport-performance': ['Power and agility', 'Sport-specific conditioning'],
};

const focusBySecondaryGoal: Readonly<Record<string, string>> = {
  posture: 'Posture and core stability',
  balance: 'Balance and stability',
  stress: 'Recovery and stress management',
  sleep: 'Recovery and stress management',
};

// What a medium or high risk answer to a question asks of the programme.
const specialNeedByQuestion: Readonly<Record<string, string>> = {
  'heart-condition': 'Heart-rate guided, gradual progression',
  'chest-pain': 'Stop and seek medical advice if chest pain occurs',
  dizziness: 'No sudden position changes; train near support',
  'chronic-condition': 'Programme adapted to your medical condition',
  medication: 'Allow for medication effects on heart rate and energy',
  'bone-joint': 'Joint-friendly exercise choices and modifications',
  pregnancy: 'Pregnancy- or postpartum-safe modifications',
  'recent-surgery': 'Gradual return to activity after surgery or hospital stay',
  'supervised-activity': 'Medically supervised sessions',
  'past-injuries': 'Injury-aware warm-ups and exercise substitutions',
};

const isRisky = ({ chosen }: AnsweredQuestion) =>
  chosen.some((option) => option.riskLevel === 'medium' || option.riskLevel === 'high');

/**
 * The intensity to recommend: high risk is always low; medium risk caps high and mixed at
 * moderate; a beginner who prefers high starts at moderate; otherwise the preference (moderate
 * when unanswered).
 */
export function recommendIntensity(
  preference: string | null,
  riskLevel: RiskLevel,
  fitnessLevel: FitnessReadinessLevel,
): RecommendedIntensity {
  const preferred: RecommendedIntensity =
    preference === 'low' || preference === 'high' || preference === 'mixed'
      ? preference
      : 'moderate';
  if (riskLevel === 'high') return 'low';
  if (riskLevel === 'medium') return preferred === 'low' ? 'low' : 'moderate';
  if (fitnessLevel === 'beginner' && preferred === 'high') return 'moderate';
  return preferred;
}

/** The personalised approach: intensity, focus areas from the goals, special needs from risky answers. */
export function recommendApproach(
  answers: ReadonlyMap<string, AnsweredQuestion>,
  riskLevel: RiskLevel,
  fitnessLevel: FitnessReadinessLevel,
): QuizInsights['personalizedApproach'] {
  const goal = answers.get('primary-goal')?.chosen[0]?.value ?? '';
  const secondary = answers.get('secondary-goals')?.chosen.map((option) => option.value) ?? [];
  const focusAreas = [
    ...(focusByGoal[goal] ?? ['Full-body strength']),
    ...secondary.flatMap((value) => focusBySecondaryGoal[value] ?? []),
  ];
  const specialNeeds = [...answers.values()]
    .filter(isRisky)
    .flatMap(({ question }) => specialNeedByQuestion[question.id] ?? []);
  return {
    recommendedIntensity: recommendIntensity(
      answers.get('intensity-preference')?.chosen[0]?.value ?? null,
      riskLevel,
      fitnessLevel,
    ),
    focusAreas: [...new Set(focusAreas)],
    specialNeeds: [...new Set(specialNeeds)],
  };
}
