import { z } from 'zod';
import { defineEndpoint } from '../endpoints/define-endpoint';
import {
  quizQuestionsResponseSchema,
  quizResultsResponseSchema,
  quizSubmitRequestSchema,
} from './quiz.schema';

/** The personal training quiz (onboarding service). */
export const quizEndpoints = {
  getQuestions: defineEndpoint({
    service: 'onboarding',
    method: 'GET',
    path: '/quiz/questions',
    access: 'user',
    summary: 'The assessment, and whether the user has submitted it.',
    answer: quizQuestionsResponseSchema,
  }),
  submit: defineEndpoint({
    service: 'onboarding',
    method: 'POST',
    path: '/quiz/submit',
    access: 'user',
    summary: "Stores the user's answers (one submission per user) and answers the results.",
    body: quizSubmitRequestSchema,
    answer: quizResultsResponseSchema,
    successStatuses: [201],
  }),
  getResults: defineEndpoint({
    service: 'onboarding',
    method: 'GET',
    path: '/quiz/results',
    access: 'user',
    summary: "The results computed from the user's submission; 404 when none.",
    answer: quizResultsResponseSchema,
  }),
  health: defineEndpoint({
    service: 'onboarding',
    method: 'GET',
    path: '/quiz/health',
    access: 'public',
    summary: 'Whether the assessment is seeded and servable.',
    answer: z.object({
      success: z.literal(true),
      status: z.literal('ok'),
      quiz: z.looseObject({ id: z.string(), version: z.string() }),
    }),
  }),
} as const;
