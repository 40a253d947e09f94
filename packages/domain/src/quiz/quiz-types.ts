/** The question types of the personal training assessment (spec 02 §3). */
export const quizQuestionTypes = [
  'single-choice',
  'multiple-choice',
  'boolean',
  'scale',
  'number',
  'text',
] as const;

/** A quiz question type. */
export type QuizQuestionType = (typeof quizQuestionTypes)[number];

/** Safety risk of an option, and of a whole profile: high recommends medical clearance. */
export type RiskLevel = 'low' | 'medium' | 'high';

/** One option of a choice or yes/no question. */
export interface QuizOption {
  /** For boolean questions the values are 'yes' and 'no'. */
  value: string;
  label: string;
  /** For medium and high risk options, the concern shown in the results. */
  description?: string;
  icon?: string;
  riskLevel?: RiskLevel;
}

/** A number question's rule; a range's value is written 'low-high' (both inclusive). */
export type QuizValidationRule =
  | { type: 'min'; value: number; message: string }
  | { type: 'max'; value: number; message: string }
  | { type: 'range'; value: string; message: string };

/** One question of the assessment. */
export interface QuizQuestion {
  id: string;
  type: QuizQuestionType;
  question: string;
  description?: string;
  required: boolean;
  /** 1-based position in its section. */
  order: number;
  options?: readonly QuizOption[];
  validationRules?: readonly QuizValidationRule[];
}

/** A section of the assessment: its questions are shown together. */
export interface QuizSection {
  id: string;
  title: string;
  description: string;
  estimatedMinutes: number;
  questions: readonly QuizQuestion[];
}

/** The whole assessment definition as seeded. */
export interface QuizDefinition {
  id: string;
  version: string;
  title: string;
  sections: readonly QuizSection[];
}

/** An answer: choice value, list of values, yes/no, 1-10, a number or free text. */
export type QuizAnswer = string | readonly string[] | boolean | number;

/** One submitted answer (spec 02 §3 "Response"). */
export interface QuizResponse {
  questionId: string;
  questionType: QuizQuestionType;
  answer: QuizAnswer;
}

/** A problem with a submission: `field` is the question id (or the response's position). */
export interface QuizIssue {
  field: string;
  message: string;
}

/** The assessment's findings (spec 02 §3 "Results response"). */
export interface QuizInsights {
  riskProfile: { level: RiskLevel; clearanceRequired: boolean; primaryConcerns: string[] };
  fitnessReadiness: {
    level: FitnessReadinessLevel;
    primaryGoal: string;
    timeCommitment: string;
  };
  personalizedApproach: {
    recommendedIntensity: RecommendedIntensity;
    focusAreas: string[];
    specialNeeds: string[];
  };
}

/** Where the user starts from. */
export type FitnessReadinessLevel = 'beginner' | 'intermediate' | 'advanced';

/** The intensity the results recommend. */
export type RecommendedIntensity = 'low' | 'moderate' | 'high' | 'mixed';
