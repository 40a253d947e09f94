import { z } from 'zod';

const score = z.number().min(1).max(10);
const angle = z.number().min(0).max(180);
const line = z.string().min(1).max(300);
const formLabelSchema = z.enum(['Excellent', 'Good', 'Fair', 'Needs Work']);
const analysisBase = {
  overallScore: score,
  label: formLabelSchema,
  feedback: z.array(line).min(1).max(10),
  confidence: z.number().min(0).max(1),
  /** Frame time in ms. */
  timestamp: z.number().min(0),
};

/** A squat analysis (spec 03 §3), as `analyzeSquat` of `@repwise/domain/pose` builds it. */
export const squatAnalysisSchema = z.object({
  exercise: z.literal('squat'),
  depth: z.object({
    kneeAngle: angle,
    depthCategory: z.enum(['excellent', 'good', 'acceptable', 'insufficient']),
    isProperDepth: z.boolean(),
    recommendation: line,
  }),
  kneeValgus: z.object({
    ratio: z.number().min(0).max(100).nullable(),
    severity: z.enum(['none', 'mild', 'moderate', 'severe']),
    isValgusPresent: z.boolean(),
    correction: line,
  }),
  forwardLean: z.object({
    angle: angle.nullable(),
    category: z.enum(['minimal', 'acceptable', 'excessive', 'dangerous']),
    isExcessive: z.boolean(),
    feedback: line,
  }),
  ...analysisBase,
});

/** A deadlift analysis (spec 03 §3), as `analyzeDeadlift` builds it; distances in frame heights. */
export const deadliftAnalysisSchema = z.object({
  exercise: z.literal('deadlift'),
  backRounding: z.object({
    spineAngle: angle.nullable(),
    severity: z.enum(['none', 'mild', 'moderate', 'severe']),
    isRounded: z.boolean(),
    correction: line,
  }),
  barPath: z.object({
    deviation: z.number().min(0).max(10),
    category: z.enum(['optimal', 'acceptable', 'poor', 'excessive']),
    trajectory: z.enum(['vertical', 'forward', 'backward', 'sideways', 'insufficient_data']),
    isOptimal: z.boolean(),
    guidance: line,
  }),
  hipHinge: z.object({
    hipAngle: angle.nullable(),
    kneeAngle: angle.nullable(),
    ratio: z.number().min(0).max(1000).nullable(),
    quality: z.enum(['excellent', 'good', 'fair', 'poor', 'upright']),
    feedback: line,
  }),
  ...analysisBase,
});

/** Either analysis, told apart by `exercise`. */
export const formAnalysisSchema = z.discriminatedUnion('exercise', [
  squatAnalysisSchema,
  deadliftAnalysisSchema,
]);

/** A squat analysis. */
export type SquatAnalysisDto = z.infer<typeof squatAnalysisSchema>;
/** A deadlift analysis. */
export type DeadliftAnalysisDto = z.infer<typeof deadliftAnalysisSchema>;
/** A form analysis. */
export type FormAnalysisDto = z.infer<typeof formAnalysisSchema>;

/** The rep machine's state as the panels report it (spec 03 §3 "Rep state"). */
export const repStateSchema = z.object({
  currentCount: z.number().int().min(0),
  repCompleted: z.boolean(),
  currentPhase: z.enum(['up', 'down', 'setup', 'pull', 'lockout', 'lower']),
  formQuality: score.nullable(),
  lastRepScore: score.nullable(),
});

/** A rep state. */
export type RepStateDto = z.infer<typeof repStateSchema>;
