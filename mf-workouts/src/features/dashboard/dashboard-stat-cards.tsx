import { tourTarget } from '@repwise/contracts';
import { progressScoreWorkouts, type DashboardStats } from '@repwise/contracts/workouts';
import { CardGrid } from '../../shared/ui/layout';
import { StatCard } from '../../shared/ui/stat-card';

/** The streak note of spec 03 §2: 'Amazing streak!' above 7 days, otherwise 'Keep it going!'. */
export function describeStreak(days: number): string {
  return days > 7 ? 'Amazing streak!' : 'Keep it going!';
}

/**
 * The four stat cards (spec 03 §2). The original's numbers were placeholders (calories = the week's
 * 10 × duration total under a "Today's" label, streak = 2 × workouts this week); these are the
 * server's values from recorded sessions: today's calories (with the week's total as the note), the
 * streak of consecutive days with a workout, and the progress score. The score is the spec's
 * (3 workouts a week = 100 %), whatever the plan's days, so each card says what it counts against:
 * the workouts card the plan's days (or that there is no plan yet), the score card its 3.
 */
export function DashboardStatCards({ stats }: { stats: DashboardStats }) {
  return (
    <CardGrid $minPx={200} {...tourTarget('workout-stats')}>
      <StatCard
        label="Today's Calories"
        value={`${stats.today.calories}`}
        note={`${stats.caloriesThisWeek} kcal this week`}
      />
      <StatCard
        label="Workouts This Week"
        value={`${stats.workoutsThisWeek}`}
        note={
          stats.weeklyGoal === null ? 'No active plan yet' : `${stats.weeklyGoal} planned this week`
        }
      />
      <StatCard
        label="Current Streak"
        value={`${stats.currentStreak} ${stats.currentStreak === 1 ? 'day' : 'days'}`}
        note={describeStreak(stats.currentStreak)}
      />
      <StatCard
        label="Progress Score"
        value={`${stats.progressScore}%`}
        note={`${progressScoreWorkouts} workouts a week = 100%`}
      />
    </CardGrid>
  );
}
