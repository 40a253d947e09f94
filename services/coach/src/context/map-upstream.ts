import type { CoachSession, CoachUserContext } from '@repwise/domain/coach';
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

/** The other services' answers for one user (null where a read failed). */
export interface UpstreamAnswers {
  me: unknown;
  activeWeek: unknown;
  sessions: unknown;
  stats: unknown;
  analytics: unknown;
  recommendations: unknown;
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
 * missing or unreadable stays empty. `profile` is what the client sent (its name is a fallback).
 */
export function mapUpstreamContext(
  answers: UpstreamAnswers,
  profile: { name: string | null; goals: string[] },
  now: Date,
): CoachUserContext {
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
    name: me.success ? (me.data.data.user.firstName ?? profile.name) : profile.name,
    fitnessLevel:
      (plan?.difficulty ?? (me.success ? me.data.data.user.fitnessLevel : null))?.toLowerCase() ??
      null,
    goals: goals.length ? goals.map((goal) => goal.goalType.toLowerCase()) : profile.goals,
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
    // No service stores pose form scores yet (no contract); the engine handles an empty list.
    formScores: [],
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
