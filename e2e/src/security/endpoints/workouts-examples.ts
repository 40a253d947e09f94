import { poseEndpoints as pose } from '@repwise/contracts/pose';
import {
  activityEndpoints as activity,
  catalogueEndpoints as catalogue,
  planEndpoints as plans,
} from '@repwise/contracts/workouts';
import { example, type EndpointExample } from '../endpoint-row';

const day = { week: '1', day: '{dayNumber}' };

/** Workout plans and weeks, activity, catalogue and pose-tracked sets. */
export const workoutsExamples: readonly EndpointExample[] = [
  // workouts: plans and weeks
  example(plans.listPlans, { snapshot: true }),
  example(plans.listWeeklyPlans, { snapshot: true }),
  example(plans.getWeek, { params: { week: '1' } }),
  example(plans.updateWeekProgress, {
    params: { week: '1' },
    body: { completionRate: 0.8, difficulty: 6, energy: 7, notes: 'Felt strong' },
  }),
  example(plans.generateWeek, { body: { planId: '{planId}', weekNumber: 1 } }),
  example(plans.getJob, { params: { jobId: 'outline.{planId}' } }),
  // Deactivated, then activated again by the next example: the plan ends as it was.
  example(plans.deactivatePlan),
  example(plans.activatePlan),
  // workouts: weekly workouts, ticks, completions, sessions, statistics, catalogue
  example(activity.activateWeeklyWorkout),
  example(activity.activateWeeklyWorkoutAlias),
  example(activity.toggleExercise, { params: day, body: { completed: true } }),
  example(activity.completeWorkout, {
    params: day,
    body: { totalDuration: 40, notes: 'Done and dusted' },
  }),
  example(activity.listCompletions, {
    query: { planId: '{planId}', week: '1' },
    snapshot: { query: { planId: '{planId}' } },
  }),
  example(activity.recordSession, {
    body: { name: 'Evening run', duration: 30, perceivedExertion: 6, notes: 'Easy pace' },
  }),
  example(activity.listSessions, {
    query: { limit: '20', offset: '0', startDate: '2020-01-01' },
    snapshot: true,
  }),
  example(activity.getStats, { query: { period: 'month', tzOffset: '0' } }),
  example(activity.getDashboardStats, { query: { tzOffset: '-60' } }),
  example(activity.getCalendar, { query: { month: '2026-01', tzOffset: '0' } }),
  example(catalogue.searchExercises, {
    query: { category: 'STRENGTH', search: 'squat', limit: '10' },
  }),
  // workouts: pose-tracked sets and sessions (the client names sessions; ids are per user)
  example(pose.recordSet, {
    body: {
      sessionId: 'security-open-session',
      exercise: 'squat',
      setNumber: 1,
      reps: 2,
      formScores: [7, 8],
      analyses: [],
      duration: 20,
    },
  }),
  example(pose.finishSession, {
    body: { sessionId: 'security-open-session', totalDuration: 600 },
  }),
  example(pose.getSession, { params: { sessionId: '{poseSessionId}' }, snapshot: true }),
  example(pose.getAdaptivePlan, { query: { exercise: 'squat' } }),
  example(pose.applyModification, { body: {} }),
  example(pose.dismissModification, { body: {} }),
  example(pose.dismissRiskFactor),
  example(pose.completeIntervention),
  example(pose.getProgress, { query: { timeframe: 'month' } }),
];
