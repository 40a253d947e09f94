import type { CalendarMonth, DashboardStats, WorkoutStats } from '@repwise/contracts/workouts';
import {
  addDays,
  chooseCoachInsight,
  scoreWeeklyProgress,
  summarizeWorkoutStats,
  toLocalDate,
  workoutPlanConstants,
  type StatsPeriod,
} from '@repwise/domain/workouts';
import type { WorkoutsDeps } from '../../workouts-deps';
import { findActivePlan } from '../plans/read-plans';
import { readWeekProgress } from './week-progress';
import { countWeekWorkouts, findWeeks, type StoredWeekHeader } from '../store/week-store';

/**
 * Days of sessions the statistics read one by one (the year period, this week and the streak fit
 * in them); all-time figures come from one count-and-sum, so no request reads every session ever
 * logged. A streak longer than this shows as this long.
 */
const recentDays = 400;

async function loadWorkouts(deps: WorkoutsDeps, userId: string) {
  const since = new Date(deps.now().getTime() - recentDays * 86_400_000);
  return deps.sessions
    .find(
      { userId, performedAt: { $gte: since } },
      { performedAt: 1, duration: 1, caloriesBurned: 1, name: 1 },
    )
    .sort({ performedAt: -1 })
    .lean();
}

/**
 * Every session of the user counted in the database, and, only when the all-time period asks for
 * them, their minutes summed over a cursor of durations (FerretDB v1's $group cannot sum a field),
 * never holding the sessions in memory.
 */
async function countAllWorkouts(
  deps: WorkoutsDeps,
  userId: string,
  withMinutes: boolean,
): Promise<{ count: number; minutes: number }> {
  const count = await deps.sessions.countDocuments({ userId });
  let minutes = 0;
  if (withMinutes) {
    for await (const session of deps.sessions.find({ userId }, { duration: 1 }).lean().cursor()) {
      minutes += session.duration ?? 0;
    }
  }
  return { count, minutes };
}

/** The statistics of the recent sessions with the all-time figures from the whole history. */
async function summarizeActivity(
  deps: WorkoutsDeps,
  userId: string,
  period: StatsPeriod,
  tzOffset: number,
) {
  const [workouts, allTime] = await Promise.all([
    loadWorkouts(deps, userId),
    countAllWorkouts(deps, userId, period === 'all'),
  ]);
  const stats = summarizeWorkoutStats(workouts, deps.now(), tzOffset, period);
  const periodFigures =
    period === 'all'
      ? {
          totalSessions: allTime.count,
          totalMinutes: Math.round(allTime.minutes),
          averageSessionDuration:
            allTime.count === 0 ? 0 : Math.round(allTime.minutes / allTime.count),
        }
      : {};
  return { workouts, stats: { ...stats, totalWorkouts: allTime.count, ...periodFigures } };
}

/** GET /workouts/stats: the user's statistics for a period (default the last 30 days). */
export async function getStats(
  deps: WorkoutsDeps,
  userId: string,
  period: StatsPeriod,
  tzOffset: number,
): Promise<WorkoutStats> {
  return { period, ...(await summarizeActivity(deps, userId, period, tzOffset)).stats };
}

/**
 * The dashboard's numbers from the recorded workouts and the active plan: plan progress is the
 * share of the plan's generated workouts completed (the original showed 8 × streak; see the
 * contract), the weekly goal is the plan's days per week (3 without a plan). Reused per time zone
 * while the user's plans and activity are unchanged (`cache/read-cache`): "today" moves on within
 * the cache's 30 s.
 */
export function getDashboardStats(
  deps: WorkoutsDeps,
  userId: string,
  tzOffset: number,
): Promise<DashboardStats> {
  return deps.readCache.read(userId, ['plans', 'activity'], `dashboard:${tzOffset}`, () =>
    composeDashboardStats(deps, userId, tzOffset),
  );
}

async function composeDashboardStats(
  deps: WorkoutsDeps,
  userId: string,
  tzOffset: number,
): Promise<DashboardStats> {
  const now = deps.now();
  const { workouts, stats } = await summarizeActivity(deps, userId, 'month', tzOffset);
  const today = toLocalDate(now, tzOffset);
  const todays = workouts.filter((workout) => toLocalDate(workout.performedAt, tzOffset) === today);
  // The plan and its weeks change far less often than the activity: reused on their own.
  const { plan, weeks } = await deps.readCache.read(
    userId,
    ['plans'],
    'active-plan-weeks',
    async () => {
      const active = await findActivePlan(deps, userId);
      const planId = active?._id.toString();
      return {
        plan: active,
        weeks: planId ? await deps.weeks.find({ userId, planId }).lean<StoredWeekHeader[]>() : [],
      };
    },
  );
  const planId = plan?._id.toString();
  const progress = planId
    ? await Promise.all(weeks.map((week) => readWeekProgress(deps, planId, week.weekNumber)))
    : [];
  const todayStart = new Date(`${today}T00:00:00Z`);
  const completedDays = progress.reduce(
    (sum, week) => sum + week.days.filter((day) => day.completedAt !== null).length,
    0,
  );
  const ticksToday = progress.reduce(
    (sum, week) =>
      sum +
      week.ticks.filter(
        (tick) => tick.completed && tick.completedAt !== null && tick.completedAt >= todayStart,
      ).length,
    0,
  );
  // The whole programme: the weeks generated so far as planned, the rest at the plan's days a week.
  const programWeeks = Math.max(
    plan?.outline?.totalDuration ?? workoutPlanConstants.programWeeks,
    weeks.length,
  );
  const plannedWorkouts =
    weeks.reduce((sum, week) => sum + (countWeekWorkouts(week) ?? 0), 0) +
    (programWeeks - weeks.length) * (plan?.requirements.daysPerWeek ?? 0);
  const progressScore = scoreWeeklyProgress(stats.workoutsThisWeek);
  return {
    ...stats,
    progressScore,
    planProgress:
      plannedWorkouts === 0
        ? 0
        : Math.min(100, Math.round((completedDays / plannedWorkouts) * 100)),
    coachInsight: chooseCoachInsight(progressScore),
    today: {
      date: today,
      workouts: todays.length,
      minutes: Math.round(todays.reduce((sum, workout) => sum + workout.duration, 0)),
      calories: Math.round(todays.reduce((sum, workout) => sum + workout.caloriesBurned, 0)),
      completedExercises: ticksToday,
    },
    weeklyGoal: plan?.requirements.daysPerWeek ?? null,
  };
}

/**
 * A calendar month (YYYY-MM, default the user's current month): each day's recorded sessions and
 * the active plan's scheduled workout, with real month totals (not the original's fixed samples).
 */
export async function getCalendarMonth(
  deps: WorkoutsDeps,
  userId: string,
  month: string | undefined,
  tzOffset: number,
): Promise<CalendarMonth> {
  const now = deps.now();
  const monthKey = month ?? toLocalDate(now, tzOffset).slice(0, 7);
  const firstDay = `${monthKey}-01`;
  // The month's own sessions (a day either side for time zones), however long ago it was.
  const monthStart = new Date(`${firstDay}T00:00:00Z`);
  const [monthSessions, recent] = await Promise.all([
    deps.sessions
      .find(
        {
          userId,
          performedAt: {
            $gte: new Date(monthStart.getTime() - 86_400_000),
            $lt: new Date(monthStart.getTime() + 33 * 86_400_000),
          },
        },
        { performedAt: 1, duration: 1, caloriesBurned: 1, name: 1 },
      )
      .sort({ performedAt: -1 })
      .lean(),
    loadWorkouts(deps, userId),
  ]);
  const workouts = monthSessions;
  const plan = await findActivePlan(deps, userId);
  const weeks = plan ? await findWeeks(deps, { userId, planId: plan._id.toString() }) : [];
  const scheduled = new Map<string, CalendarMonth['days'][number]['planned']>();
  for (const week of weeks) {
    for (const workout of week.weekJson.workouts) {
      scheduled.set(workout.workoutDate, {
        name: workout.name,
        type: workout.type,
        duration: workout.duration,
        weekNumber: week.weekNumber,
        dayNumber: workout.dayNumber,
      });
    }
  }
  const days: CalendarMonth['days'] = [];
  for (let date = firstDay; date.startsWith(monthKey); date = addDays(date, 1)) {
    const sessions = workouts
      .filter((workout) => toLocalDate(workout.performedAt, tzOffset) === date)
      .map((workout) => ({
        id: workout._id.toString(),
        name: workout.name,
        duration: workout.duration,
        caloriesBurned: workout.caloriesBurned,
      }));
    days.push({ date, sessions, planned: scheduled.get(date) ?? null });
  }
  const stats = summarizeWorkoutStats(recent, now, tzOffset, 'all');
  return {
    month: monthKey,
    days,
    summary: {
      completedWorkouts: days.reduce((sum, day) => sum + day.sessions.length, 0),
      plannedWorkouts: days.filter((day) => day.planned !== null).length,
      completedPlannedWorkouts: days.filter(
        (day) => day.planned !== null && day.sessions.length > 0,
      ).length,
      totalMinutes: Math.round(
        days.reduce(
          (sum, day) => sum + day.sessions.reduce((total, session) => total + session.duration, 0),
          0,
        ),
      ),
      currentStreak: stats.currentStreak,
    },
  };
}
