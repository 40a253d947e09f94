import { z } from 'zod';

const text = z.string().min(1).max(500);
const epochMs = z.number().int().min(0);
const exercise = z.enum(['squat', 'deadlift']);

/** Risk severities, lowest first. */
export const riskSeveritySchema = z.enum(['low', 'moderate', 'high', 'critical']);
/** Priorities, lowest first. */
export const prioritySchema = z.enum(['low', 'medium', 'high', 'critical']);
/** What a risk factor is about. */
export const riskFactorTypeSchema = z.enum([
  'depth',
  'knee_valgus',
  'forward_lean',
  'back_rounding',
  'bar_path',
  'hip_hinge',
  'form_dropoff',
  'volume_spike',
  'insufficient_recovery',
]);

/** A risk factor (spec 03 §3 Risk); dismissed ones carry `dismissedAt`. */
export const riskFactorSchema = z.object({
  id: z.string().min(1).max(200),
  type: riskFactorTypeSchema,
  severity: riskSeveritySchema,
  exercise,
  description: text,
  evidence: z.array(text).max(5),
  recommendations: z.array(text).max(10),
  timeToAddress: text,
  detectedAt: epochMs,
  dismissedAt: epochMs.nullable(),
});

/** A risk factor. */
export type RiskFactorDto = z.infer<typeof riskFactorSchema>;

/** A corrective intervention, active until `completedAt` is set. */
export const interventionSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(['technique', 'load_management', 'recovery', 'mobility']),
  priority: prioritySchema,
  title: text,
  description: text,
  duration: text,
  expectedOutcome: text,
  progressMarkers: z.array(text).max(10),
  createdAt: epochMs,
  completedAt: epochMs.nullable(),
  addresses: riskFactorTypeSchema,
});

/** An intervention. */
export type InterventionDto = z.infer<typeof interventionSchema>;

/** A biomechanical alert (the deadlift panel's danger banner). */
export const biomechanicalAlertSchema = z.object({
  id: z.string().min(1).max(200),
  exercise,
  issue: riskFactorTypeSchema,
  severity: riskSeveritySchema,
  description: text,
  anatomicalArea: text,
  immediateActions: z.array(text).max(10),
  longTermSolutions: z.array(text).max(10),
  createdAt: epochMs,
});

/** A biomechanical alert. */
export type BiomechanicalAlertDto = z.infer<typeof biomechanicalAlertSchema>;

/** A risk profile (spec 03 §3). */
export const riskProfileSchema = z.object({
  userId: z.string().min(1).max(100),
  overallRisk: riskSeveritySchema,
  riskScore: z.number().min(0).max(100),
  primaryConcerns: z.array(text).max(10),
  activeRiskFactors: z.array(riskFactorSchema).max(100),
  exerciseRiskScores: z.object({
    squat: z.number().min(0).max(100).optional(),
    deadlift: z.number().min(0).max(100).optional(),
  }),
  lastAssessment: epochMs,
  nextRecommendedAssessment: epochMs,
  interventions: z.array(interventionSchema).max(50),
});

/** A risk profile. */
export type RiskProfileDto = z.infer<typeof riskProfileSchema>;

/** The risk score at one moment (the profile's trend: one point a day). */
export const riskScorePointSchema = z.object({
  at: epochMs,
  riskScore: z.number().min(0).max(100),
  overallRisk: riskSeveritySchema,
});

/** A point of the risk trend. */
export type RiskScorePointDto = z.infer<typeof riskScorePointSchema>;
