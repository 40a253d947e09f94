import { maxQuizTextLength, quizQuestionTypes } from '@repwise/domain/quiz';
import { z } from 'zod';

/** A risk level: high recommends medical clearance. */
export const riskLevelSchema = z.enum(['low', 'medium', 'high']);

/** An option of a choice or yes/no question (spec 02 §3). */
export const quizOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  description: z.string().optional(),
  icon: z.string().optional(),
  riskLevel: riskLevelSchema.optional(),
});

/** A number question's rule; a range's value is written 'low-high'. */
export const quizValidationRuleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('min'), value: z.number(), message: z.string() }),
  z.object({ type: z.literal('max'), value: z.number(), message: z.string() }),
  z.object({ type: z.literal('range'), value: z.string(), message: z.string() }),
]);

/** A quiz question type. */
export const quizQuestionTypeSchema = z.enum(quizQuestionTypes);

/** One question as GET /quiz/questions sends it. */
export const quizQuestionSchema = z.object({
  id: z.string(),
  type: quizQuestionTypeSchema,
  question: z.string(),
  description: z.string().optional(),
  required: z.boolean(),
  order: z.number().int(),
  options: z.array(quizOptionSchema).optional(),
  validationRules: z.array(quizValidationRuleSchema).optional(),
});

/** A section with its questions sorted by order. */
export const quizSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  estimatedMinutes: z.number(),
  questions: z.array(quizQuestionSchema),
});

/** The assessment: sections, metadata and whether this user has completed it (spec 02 §3). */
export const quizSchema = z.object({
  id: z.string(),
  version: z.string(),
  title: z.string(),
  sections: z.array(quizSectionSchema),
  metadata: z.object({
    estimatedMinutes: z.number(),
    totalQuestions: z.number().int(),
    totalSections: z.number().int(),
  }),
  completed: z.boolean(),
});

/** The assessment as the quiz screen reads it. */
export type Quiz = z.infer<typeof quizSchema>;
/** A question as the quiz screen reads it. */
export type QuizQuestionView = z.infer<typeof quizQuestionSchema>;

/** Answer of GET /quiz/questions. */
export const quizQuestionsResponseSchema = z.object({ success: z.literal(true), quiz: quizSchema });

/** Most responses one submission may carry. */
export const maxQuizResponses = 100;

/** One answer as POST /quiz/submit takes it (spec 02 §3 "Response"); its fit to the question is checked by the service. */
export const quizResponseSchema = z.object({
  questionId: z.string().min(1).max(100),
  questionType: quizQuestionTypeSchema,
  answer: z.union([
    z.string().max(maxQuizTextLength),
    z.array(z.string().max(100)).max(50),
    z.boolean(),
    z.number(),
  ]),
});

/** Body of POST /quiz/submit: the list of responses (spec 02 §7). */
export const quizSubmitRequestSchema = z.array(quizResponseSchema).max(maxQuizResponses);

/** A submitted answer. */
export type QuizSubmitResponseItem = z.infer<typeof quizResponseSchema>;

/** The results of the user's assessment (spec 02 §3 "Results response"). */
export const quizResultsSchema = z.object({
  insights: z.object({
    riskProfile: z.object({
      level: riskLevelSchema,
      clearanceRequired: z.boolean(),
      primaryConcerns: z.array(z.string()),
    }),
    fitnessReadiness: z.object({
      level: z.enum(['beginner', 'intermediate', 'advanced']),
      primaryGoal: z.string(),
      timeCommitment: z.string(),
    }),
    personalizedApproach: z.object({
      recommendedIntensity: z.enum(['low', 'moderate', 'high', 'mixed']),
      focusAreas: z.array(z.string()),
      specialNeeds: z.array(z.string()),
    }),
  }),
  nextSteps: z.array(z.string()),
  completedAt: z.string(),
});

/** Assessment results. */
export type QuizResults = z.infer<typeof quizResultsSchema>;

/** Answer of GET /quiz/results and of a successful POST /quiz/submit. */
export const quizResultsResponseSchema = z.object({
  success: z.literal(true),
  results: quizResultsSchema,
});

/** The service's message when the user has no submitted assessment (the screen maps "No quiz results"). */
export const noQuizResultsMessage = 'No quiz results found for this user';
