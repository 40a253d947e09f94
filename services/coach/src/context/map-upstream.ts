import type {
  CoachFormData,
  CoachProfile,
  CoachSession,
  CoachUserContext,
} from '@repwise/domain/coach';
import { z } from 'zod';

// Minimal, lenient readings of the other services' answers (contracts in packages/contracts/src/
// workouts, progress, onboarding, auth): only the fields the coach uses, so a service adding
// fields or omitting an optional one never costs the whole reading.
const text = z.string().min(1);
const num = z.number().finite();

const meSchema = z.object({
  data: z.object({
    user: z.object({ firstName: text.nullish(), fitnessLevel: text.nullish() }),
  }),
});

const planExerciseSchema = z.object({
  name: text,
  sets: num.nullish(),
  reps: num.nullish(),
  duration: num.nullish(),
});
const dayWorkoutSchema = z.object({
  workoutDate: z.string(),
  name: text,
  exercises: z.array(planExerciseSchema).catch([]),
});
const weeklyPlanAnswerSchema = z.object({
  data: z.object({
    weeklyPlan: z.object({
      planName: text,
      weekJson: z.object({ workouts: z.array(dayWorkoutSchema) }),
    }),
    plan: z
      .object({
        planName: text,
        difficulty: text.nullish(),
        requirements: z
          .object({ daysPerWeek: num.nullish(), sessionDuration: num.nullish() })
          .partial()
          .nullish(),
      })
      .nullish(),
  }),
});

const sessionsAnswerSchema = z.object({
  data: z.object({
    sessions: z.array(
      z.object({
        performedAt: z.string(),
        duration: num.nullish(),
        exercises: z.array(z.object({ name: text })).catch([]),
      }),
    ),
  }),
});

const statsAnswerSchema = z.object({ data: z.object({ totalSessions: num }) });

const trendSchema = z.object({
  change: num,
  trend: z.enum(['increasing', 'decreasing', 'stable']),
});
const analyticsAnswerSchema = z.object({
  data: z.object({
    measurements: z
      .array(
        z.object({
          weight: num.nullish(),
          bodyFat: num.nullish(),
          muscleMass: num.nullish(),
          recordedAt: z.string().nullish(),
        }),
      )
      .catch([]),
    trends: z.object({ weight: trendSchema.nullish() }).partial().catch({}),
    goals: z
      .array(
        z.object({
          goalType: text,
          description: z.string().nullish(),
          status: z.string(),
          progressPercentage: num,
          targetDate: z.string().nullish(),
        }),
      )
      .catch([]),
  }),
});

const recommendationsAnswerSchema = z.object({
  recommendations: z.object({
    workoutPlan: z
      .object({ name: text, frequency: text.nullish(), duration: text.nullish() })
      .nullish(),
    nutritionGuidance: z
      .object({
        calorieTarget: num,
        macroSplit: z.object({ protein: num, carbs: num, fats: num }),
        dailyWaterLitres: num,
      })
      .nullish(),
    safetyConsiderations: z.array(text).catch([]),
  }),
});

const answerText = z.string().trim().min(1);
const completionAnswerSchema = z.object({
  completion: z.object({
    personalInfo: z.object({ age: num.nullish() }).partial().catch({}),
    fitnessGoals: z.object({
      primaryGoal: answerText,
      secondaryGoals: z.array(answerText).catch([]),
    }),
    experience: z.object({
      fitnessLevel: answerText.nullish(),
      previousInjuries: z.array(answerText).catch([]),
      currentLimitations: z.array(answerText).catch([]),
      exercisePreferences: z
        .object({ workoutDuration: answerText.nullish(), workoutFrequency: answerText.nullish() })
        .partial()
        .catch({}),
    }),
    equipment: z
      .object({
        availableEquipment: z.array(answerText).catch([]),
        workoutLocation: answerText.nullish(),
      })
      .catch({ availableEquipment: [] }),
    health: z
      .object({
        medicalConditions: z.array(answerText).catch([]),
        pregnancyStatus: z.boolean().nullish(),
      })
      .catch({ medicalConditions: [] }),
    // The optional accessibility step: null when skipped, so an unreadable one reads as none.
    accessibility: z
      .object({ mobilityAids: z.array(answerText).catch([]) })
      .nullish()
      .catch(null),
  }),
});

const formTrendSchema = z.enum(['improving', 'declining', 'stable', 'insufficient_data']);
const poseProgressAnswerSchema = z.object({
  data: z.object({
    metrics: z
      .array(
        z.object({
          exerciseName: text,
          totalSessions: num,
          totalReps: num,
          averageFormScore: num,
          formTrend: formTrendSchema.catch('insufficient_data'),
          recommendations: z.array(text).catch([]),
        }),
      )
      .catch([]),
    summary: z
      .object({ areasForImprovement: z.array(text).catch([]) })
      .partial()
      .catch({}),
  }),
});

const riskProfileAnswerSchema = z.object({
  data: z.object({
    riskProfile: z.object({
      activeRiskFactors: z
        .array(
          z.object({
            type: text,
            severity: z.enum(['low', 'moderate', 'high', 'critical']),
            exercise: text,
            description: text,
            recommendations: z.array(text).catch([]),
            dismissedAt: num.nullish(),
          }),
        )
        .catch([]),
    }),
  }),
});

/** The other services' answers for one user (null where a read failed). */
export interface UpstreamAnswers {
  me: unknown;
  activeWeek: unknown;
  sessions: unknown;
  stats: unknown;
  analytics: unknown;
  recommendations: unknown;
  /** GET /onboarding/completion: the stored onboarding answers. */
  completion: unknown;
  /** GET /workouts/pose/progress: tracked form per exercise. */
  poseProgress: unknown;
  /** GET /workouts/pose/risk-profile: open form risks. */
  riskProfile: unknown;
}

const customPrefix = 'custom:';

function readAnswer(value: string): string {
  return value.startsWith(customPrefix) ? value.slice(customPrefix.length).trim() : value;
}

function mapProfile(answer: z.infer<typeof completionAnswerSchema>['completion']): CoachProfile {
  const without = (values: string[]) =>
    values
      .filter((value) => value !== 'none')
      .map(readAnswer)
      .filter(Boolean);
  return {
    primaryGoal: readAnswer(answer.fitnessGoals.primaryGoal),
    secondaryGoals: without(answer.fitnessGoals.secondaryGoals),
    fitnessLevel: answer.experience.fitnessLevel
      ? readAnswer(answer.experience.fitnessLevel)
      : null,
    age: answer.personalInfo.age ?? null,
    injuries: without(answer.experience.previousInjuries),
    limitations: without(answer.experience.currentLimitations),
    conditions: without(answer.health.medicalConditions),
    pregnant: answer.health.pregnancyStatus === true,
    equipment: answer.equipment.availableEquipment.map(readAnswer),
    location: answer.equipment.workoutLocation ?? null,
    frequency: answer.experience.exercisePreferences.workoutFrequency ?? null,
    duration: answer.experience.exercisePreferences.workoutDuration ?? null,
    mobilityAids: without(answer.accessibility?.mobilityAids ?? []),
  };
}

function mapForm(progress: unknown, risk: unknown): CoachFormData {
  const metrics = poseProgressAnswerSchema.safeParse(progress);
  const profile = riskProfileAnswerSchema.safeParse(risk);
  return {
    exercises: metrics.success
      ? metrics.data.data.metrics
          .filter((metric) => metric.totalSessions > 0)
          .map((metric) => ({
            exercise: metric.exerciseName,
            averageScore: Math.round(metric.averageFormScore * 10) / 10,
            sessions: metric.totalSessions,
            reps: metric.totalReps,
            trend: metric.formTrend,
            recommendations: metric.recommendations,
          }))
      : [],
    riskFactors: profile.success
      ? profile.data.data.riskProfile.activeRiskFactors
          .filter((factor) => !factor.dismissedAt)
          .map(({ type, severity, exercise, description, recommendations }) => ({
            type,
            severity,
            exercise,
            description,
            recommendations,
          }))
      : [],
    areasForImprovement: metrics.success
      ? (metrics.data.data.summary.areasForImprovement ?? [])
      : [],
  };
}

function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function mapToday(week: z.infer<typeof weeklyPlanAnswerSchema>, now: Date) {
  const workouts = week.data.weeklyPlan.weekJson.workouts;
  const today = toIsoDate(now);
  // Today's workout, else the next one this week (a rest day points at the coming session).
  const workout =
    workouts.find((day) => day.workoutDate === today) ??
    workouts
      .filter((day) => day.workoutDate > today)
      .sort((a, b) => a.workoutDate.localeCompare(b.workoutDate))[0];
  if (!workout) return null;
  const isToday = workout.workoutDate === today;
  return {
    name: isToday ? workout.name : `${workout.name} (next, on ${workout.workoutDate})`,
    exercises: workout.exercises.map((exercise) => ({
      name: exercise.name,
      sets: exercise.sets ?? null,
      reps: exercise.reps
        ? String(exercise.reps)
        : exercise.duration
          ? `${exercise.duration} s`
          : null,
    })),
  };
}

/**
 * Builds the coach's view of a user from the other services' answers; a part whose answer is
 * missing or unreadable stays empty. Goals and level come from the stored onboarding answers and
 * progress goals; of what the client sent only the name is used, and only when auth could not be
 * read (the chat request's goals are fixed placeholders, spec 02 §7).
 */
export function mapUpstreamContext(
  answers: UpstreamAnswers,
  client: { name: string | null },
  now: Date,
): CoachUserContext {
  const completion = completionAnswerSchema.safeParse(answers.completion);
  const profile = completion.success ? mapProfile(completion.data.completion) : null;
  const me = meSchema.safeParse(answers.me);
  const week = weeklyPlanAnswerSchema.safeParse(answers.activeWeek);
  const sessions = sessionsAnswerSchema.safeParse(answers.sessions);
  const stats = statsAnswerSchema.safeParse(answers.stats);
  const analytics = analyticsAnswerSchema.safeParse(answers.analytics);
  const recommendations = recommendationsAnswerSchema.safeParse(answers.recommendations);

  const plan = week.success ? week.data.data.plan : null;
  const onboardingPlan = recommendations.success
    ? recommendations.data.recommendations.workoutPlan
    : null;
  const nutrition = recommendations.success
    ? recommendations.data.recommendations.nutritionGuidance
    : null;
  const measurements = analytics.success ? analytics.data.data.measurements : [];
  const latest = measurements.at(-1);
  const goals = analytics.success
    ? analytics.data.data.goals.filter((goal) => goal.status === 'ACTIVE')
    : [];
  const recentSessions: CoachSession[] = sessions.success
    ? sessions.data.data.sessions.map((session) => ({
        date: session.performedAt,
        durationMinutes: session.duration ?? null,
        exerciseNames: session.exercises.map((exercise) => exercise.name),
      }))
    : [];
  const days = plan?.requirements?.daysPerWeek;
  const minutes = plan?.requirements?.sessionDuration;

  return {
    name: me.success ? (me.data.data.user.firstName ?? client.name) : client.name,
    fitnessLevel:
      (
        profile?.fitnessLevel ??
        plan?.difficulty ??
        (me.success ? me.data.data.user.fitnessLevel : null)
      )?.toLowerCase() ?? null,
    goals: [
      ...new Set([
        ...(profile?.primaryGoal ? [profile.primaryGoal] : []),
        ...goals.map((goal) => goal.goalType.toLowerCase().replace(/_/g, '-')),
      ]),
    ],
    profile,
    plan: plan
      ? {
          name: plan.planName,
          frequency: days ? `${days} days per week` : null,
          sessionLength: minutes ? `${minutes} min` : null,
        }
      : onboardingPlan
        ? {
            name: onboardingPlan.name,
            frequency: onboardingPlan.frequency ?? null,
            sessionLength: onboardingPlan.duration ?? null,
          }
        : null,
    todayWorkout: week.success ? mapToday(week.data, now) : null,
    recentSessions,
    sessionsLast30Days: stats.success ? stats.data.data.totalSessions : null,
    form: mapForm(answers.poseProgress, answers.riskProfile),
    latestMeasurement: latest
      ? {
          weight: latest.weight ?? null,
          bodyFat: latest.bodyFat ?? null,
          muscleMass: latest.muscleMass ?? null,
          recordedAt: latest.recordedAt ?? null,
        }
      : null,
    weightTrend: analytics.success ? (analytics.data.data.trends.weight ?? null) : null,
    progressGoals: goals.map((goal) => ({
      goalType: goal.goalType,
      description: goal.description ?? null,
      progressPercentage: goal.progressPercentage,
      targetDate: goal.targetDate ?? null,
    })),
    nutrition: nutrition
      ? {
          calorieTarget: nutrition.calorieTarget,
          proteinPercent: nutrition.macroSplit.protein,
          carbsPercent: nutrition.macroSplit.carbs,
          fatsPercent: nutrition.macroSplit.fats,
          dailyWaterLitres: nutrition.dailyWaterLitres,
        }
      : null,
    safetyConsiderations: recommendations.success
      ? recommendations.data.recommendations.safetyConsiderations
      : [],
  };
}
