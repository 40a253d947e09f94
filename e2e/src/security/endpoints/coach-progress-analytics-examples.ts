import { analyticsEndpoints as analytics } from '@repwise/contracts/analytics';
import { coachEndpoints as coach } from '@repwise/contracts/coach';
import { progressEndpoints as progress } from '@repwise/contracts/progress';
import { example, type EndpointExample } from '../endpoint-row';
import { chatMessage, customMetric, webVital } from '../example-bodies';

/** Coach, progress (measurements, goals, insights, photos) and analytics endpoints. */
export const coachProgressAnalyticsExamples: readonly EndpointExample[] = [
  // coach
  example(coach.chat, { body: chatMessage }),
  example(coach.chat, {
    // Another user's conversation id starts a conversation of the caller's own (theirs is untouched).
    label: "another user's conversation id",
    body: { message: 'And how long should I rest?', conversationId: '{conversationId}' },
    foreignIdStatus: 200,
  }),
  example(coach.rateMessage, { body: { rating: 4 } }),
  example(coach.listConversations, { snapshot: true }),
  example(coach.getConversation, { snapshot: true }),
  // progress: measurements, goals, insights, photos
  example(progress.recordMeasurement, {
    body: { weight: 80.5, bodyFat: 18, notes: 'Morning weigh-in' },
  }),
  example(progress.listMeasurements, { query: { limit: '10', offset: '0' }, snapshot: true }),
  example(progress.updateMeasurement, {
    params: { id: '{measurementId}' },
    body: { weight: 80, notes: 'Corrected' },
  }),
  example(progress.setGoal, {
    body: { goalType: 'STRENGTH', targetValue: 100, currentValue: 40, description: 'Bench 100 kg' },
  }),
  example(progress.listGoals, { query: { status: 'ACTIVE' }, snapshot: true }),
  example(progress.updateGoal, {
    params: { id: '{goalId}' },
    body: { currentValue: 50, status: 'paused' },
  }),
  example(progress.getAnalytics, { query: { period: '90' } }),
  example(progress.listAchievements, { query: { tzOffset: '0' } }),
  example(progress.uploadPhotos, { photoUpload: true }),
  example(progress.listPhotos, { snapshot: true }),
  example(progress.getPhoto, { params: { id: '{photoId}' }, snapshot: true }),
  // analytics (public reports, operator summary)
  example(analytics.reportWebVital, { body: webVital }),
  example(analytics.reportCustomMetric, { body: customMetric }),
  example(analytics.getSummary, { query: { metric: 'LCP', days: '7' } }),
];
