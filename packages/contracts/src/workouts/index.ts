// Public API of the workouts contracts (import from '@repwise/contracts/workouts').
//
// Endpoints (through the gateway under /api; bearer token; answers {success:true, data}; errors
// {error:{code,message,details}}: 400 VALIDATION_ERROR with details[{field,message}], 401 without
// a valid token, 404 RESOURCE_NOT_FOUND for anything not the caller's):
//
// POST   /workouts/plans/progressive        {requirements}  header Idempotency-Key (optional; same key → same plan)
//        201 PlanResponse (plan with outline, not active) | 202 PendingJobResponse (poll /workouts/jobs/{jobId})
// POST   /workouts/plans/weekly              GenerateWeekRequest {planId, weekNumber, previousWeekPerformance?}
//        201 WeeklyPlanResponse (200 when that week exists already) | 202 PendingJobResponse
//        400 'Plan ID is required' | 'Training outline must be generated first' | 'Complete previous weeks first'
//        (weekNumber > currentWeek + 1) | weekNumber outside 1–4; 404 unknown plan
// GET    /workouts/jobs/{jobId}              → {data: GenerationJobState}; 404 not the caller's
// GET    /workouts/plans                     → PlanListResponse (all plans, newest first, isActive)
// GET    /workouts/plans/active              → PlanResponse; 404 when no plan is active ("no plan", not an error)
// GET    /workouts/plans/{id}                → PlanResponse
// PATCH  /workouts/plans/{id}/activate       → PlanResponse (this plan and its latest week active, all others inactive)
// PATCH  /workouts/plans/{id}/deactivate     → PlanResponse (this plan and its weeks inactive; no plan active until one is activated)
// DELETE /workouts/plans/{id}                → {success} (its weeks and completions go too; sessions stay)
// DELETE /workouts/plans/inactive            → {success, data:{deleted}}
// GET    /workouts/plans/{id}/outline        → OutlineResponse (status pending|ready|failed)
// GET    /workouts/plans/{id}/week/{week}    → WeeklyPlanResponse; 404 when not generated
// PUT    /workouts/plans/{id}/week/{week}/progress  ProgressCheckIn → ProgressResponse; 404 week not generated
// GET    /workouts/plans/{id}/weekly-plans   → WeeklyPlanListResponse (weekNumber descending)
// PUT    /workouts/plans/{id}/week/{week}/days/{day}/exercises/{exerciseId}  ToggleExerciseRequest
//        → CompletionResponse (day 1 = Monday; 404 when the day or exercise is not in that week)
// PUT    /workouts/plans/{id}/week/{week}/days/{day}/complete  CompleteWorkoutRequest
//        → CompleteWorkoutResponse (all ticked, completedAt, totalDuration; records one session, replays update it)
// GET    /workouts/completions?planId&week   → CompletionListResponse; 400 'Plan ID is required'
// GET    /ai/weekly-workouts/{id}            → WeeklyPlanResponse   (alias GET /workouts/weekly-workouts/{id})
// PATCH  /ai/weekly-workouts/{id}/activate   → WeeklyPlanResponse   (alias PATCH /workouts/weekly-workouts/{id}/activate)
// GET    /workouts/weekly-workouts/active    → WeeklyPlanResponse; 404 when none is active
// POST   /workouts/sessions                  CreateSessionRequest → 201 SessionResponse (200 same clientId again)
// GET    /workouts/sessions?limit&offset&startDate&endDate → SessionListResponse
// GET    /workouts/stats?period&tzOffset     → StatsResponse
// GET    /workouts/dashboard/stats?tzOffset  → DashboardStatsResponse
// GET    /workouts/calendar?month=YYYY-MM&tzOffset → CalendarResponse
// GET    /workouts/exercises?category&difficulty&muscleGroup&search&limit&offset → ExercisePageResponse
// GET    /workouts/exercises/{id}            → ExerciseResponse
//
// tzOffset = new Date().getTimezoneOffset(). Completing onboarding creates an active plan (source
// 'onboarding', week 1 generated) a moment later: poll GET /workouts/plans/active while it 404s.
export * from './workout-enums';
export * from './progressive-requirements.schema';
export * from './training-outline.schema';
export * from './weekly-plan.schema';
export * from './workout-plan.schema';
export * from './completion.schema';
export * from './session.schema';
export * from './stats.schema';
export * from './exercise-catalogue.schema';
export * from './workouts-api.schema';
export * from './generation-jobs';
export * from './workouts-routes';
export * from './route-params.schema';
export * from './plans.endpoints';
export * from './activity.endpoints';
export * from './activity.readings';
export * from './catalogue.endpoints';
