import { randomBytes } from 'node:crypto';
import type { Quiz } from '@repwise/contracts/quiz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerQuiz } from './quiz-fixtures';
import {
  buildUserId,
  call,
  signTestToken,
  startOnboardingTestApp,
  type OnboardingTestApp,
} from './onboarding-test-app';

let app: OnboardingTestApp;
let quiz: Quiz;
beforeAll(async () => {
  app = await startOnboardingTestApp();
  const answer = await call(app.url, 'GET', '/quiz/questions', {
    token: app.signToken(buildUserId()),
  });
  quiz = answer.body.quiz;
});
afterAll(() => app.close());

const token = () => app.signToken(buildUserId());
const submit = (body: unknown, bearer: string) =>
  call(app.url, 'POST', '/quiz/submit', { body, token: bearer });
const results = (bearer: string) => call(app.url, 'GET', '/quiz/results', { token: bearer });

describe('GET /quiz/questions', () => {
  it('answers the seeded assessment in sections with sorted questions and metadata', async () => {
    expect(quiz.title).toBe('Personal Training Assessment');
    expect(quiz.completed).toBe(false);
    expect(quiz.metadata.totalSections).toBe(quiz.sections.length);
    expect(quiz.metadata.totalQuestions).toBe(
      quiz.sections.reduce((sum, section) => sum + section.questions.length, 0),
    );
    expect(quiz.metadata.estimatedMinutes).toBeGreaterThanOrEqual(15);
    expect(quiz.metadata.estimatedMinutes).toBeLessThanOrEqual(20);
    for (const section of quiz.sections) {
      const orders = section.questions.map((question) => question.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
    const types = new Set(quiz.sections.flatMap((s) => s.questions.map((q) => q.type)));
    expect(types).toEqual(
      new Set(['single-choice', 'multiple-choice', 'boolean', 'scale', 'number', 'text']),
    );
  });

  it('says completed once this user has submitted', async () => {
    const bearer = token();
    await submit(answerQuiz(quiz), bearer);
    const answer = await call(app.url, 'GET', '/quiz/questions', { token: bearer });
    expect(answer.body.quiz.completed).toBe(true);
  });

  it('keeps one stored assessment when seeding runs again', async () => {
    const { seedQuiz } = await import('../src/use-cases/seed-quiz');
    const { personalTrainingAssessment } = await import('@repwise/domain/quiz');
    await seedQuiz(app.deps.quizzes, personalTrainingAssessment, new Date());
    expect(await app.deps.quizzes.countDocuments()).toBe(1);
  });
});

describe('POST /quiz/submit', () => {
  it('answers 201 with low-risk results for a low-risk submission', async () => {
    const answer = await submit(answerQuiz(quiz), token());
    expect(answer.status).toBe(201);
    expect(answer.body.results.insights.riskProfile).toEqual({
      level: 'low',
      clearanceRequired: false,
      primaryConcerns: [],
    });
    expect(answer.body.results.nextSteps.length).toBeGreaterThan(0);
  });

  it('requires clearance for a high-risk answer', async () => {
    const answer = await submit(answerQuiz(quiz, { 'chest-pain': true }), token());
    expect(answer.body.results.insights.riskProfile).toEqual({
      level: 'high',
      clearanceRequired: true,
      primaryConcerns: ['Chest pain at rest or during activity'],
    });
    expect(answer.body.results.insights.personalizedApproach.recommendedIntensity).toBe('low');
  });

  it.each([
    [
      'an unknown question',
      (q: Quiz) => [
        ...answerQuiz(q),
        { questionId: 'shoe-size', questionType: 'number', answer: 9 },
      ],
      {
        field: expect.stringMatching(/^responses\.\d+\.questionId$/),
        message: 'Unknown question: shoe-size',
      },
    ],
    [
      'a wrong question type',
      (q: Quiz) =>
        answerQuiz(q).map((r) =>
          r.questionId === 'motivation' ? { ...r, questionType: 'text' } : r,
        ),
      { field: 'motivation', message: 'Expected a scale answer' },
    ],
    [
      'an out-of-range number',
      (q: Quiz) => answerQuiz(q, { 'sessions-per-week': 12 }),
      { field: 'sessions-per-week', message: 'Choose from 1 to 7 sessions a week' },
    ],
    [
      'a scale above 10',
      (q: Quiz) => answerQuiz(q, { motivation: 11 }),
      { field: 'motivation', message: 'Choose a whole number from 1 to 10' },
    ],
    [
      'an unlisted option',
      (q: Quiz) => answerQuiz(q, { 'primary-goal': 'get-famous' }),
      { field: 'primary-goal', message: 'Please choose one of the listed options' },
    ],
    [
      'a missing required answer',
      (q: Quiz) => answerQuiz(q, { 'heart-condition': undefined }),
      { field: 'heart-condition', message: 'This question is required' },
    ],
  ])('answers 400 VALIDATION_ERROR for %s', async (_name, build, detail) => {
    const bearer = token();
    const answer = await submit(build(quiz), bearer);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_ERROR');
    expect(answer.body.error.details).toContainEqual(detail);
    expect((await results(bearer)).status).toBe(404);
  });

  it('answers 400 with details for a body that is not a list of responses', async () => {
    const answer = await submit({ questionId: 'x' }, token());
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_ERROR');
    expect(answer.body.error.details.length).toBeGreaterThan(0);
  });

  it('replaces an earlier submission with the new one', async () => {
    const bearer = token();
    await submit(answerQuiz(quiz, { dizziness: true }), bearer);
    await submit(answerQuiz(quiz), bearer);
    expect((await results(bearer)).body.results.insights.riskProfile.level).toBe('low');
  });
});

describe('GET /quiz/results', () => {
  it('answers 404 "No quiz results found…" before a submission', async () => {
    const answer = await results(token());
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatchObject({
      code: 'RESOURCE_NOT_FOUND',
      message: 'No quiz results found for this user',
    });
  });

  it('answers the same results the submission did', async () => {
    const bearer = token();
    const submitted = await submit(answerQuiz(quiz, { medication: true }), bearer);
    const read = await results(bearer);
    expect(read.status).toBe(200);
    expect(read.body.results).toEqual(submitted.body.results);
    expect(read.body.results.insights.riskProfile.level).toBe('medium');
  });

  it('never shows one user’s results to another user', async () => {
    const owner = token();
    await submit(answerQuiz(quiz, { 'chest-pain': true }), owner);
    const stranger = token();
    expect((await results(stranger)).status).toBe(404);
    const questions = await call(app.url, 'GET', '/quiz/questions', { token: stranger });
    expect(questions.body.quiz.completed).toBe(false);
    await submit(answerQuiz(quiz), stranger);
    expect((await results(owner)).body.results.insights.riskProfile.level).toBe('high');
  });
});

describe('quiz access and health', () => {
  it.each([
    ['GET', '/quiz/questions'],
    ['POST', '/quiz/submit'],
    ['GET', '/quiz/results'],
  ] as const)('answers %s %s without a valid token with 401', async (method, path) => {
    const body = method === 'POST' ? [] : undefined;
    const missing = await call(app.url, method, path, { body });
    expect(missing.status).toBe(401);
    expect(missing.body.error.code).toBe('UNAUTHORIZED');
    const forged = signTestToken(randomBytes(32).toString('hex'), app.config, buildUserId());
    const invalid = await call(app.url, method, path, { body, token: forged });
    expect(invalid.body.error.code).toBe('TOKEN_INVALID');
  });

  it('reports the seeded assessment on GET /quiz/health without a token', async () => {
    const answer = await call(app.url, 'GET', '/quiz/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      status: 'ok',
      quiz: { id: 'personal-training-assessment', totalSections: quiz.sections.length },
    });
  });

  it('answers 503 SERVICE_UNAVAILABLE while no assessment is seeded', async () => {
    const stored = await app.deps.quizzes.findById(app.deps.quizId).lean();
    await app.deps.quizzes.deleteMany({});
    try {
      const answer = await call(app.url, 'GET', '/quiz/health');
      expect(answer.status).toBe(503);
      expect(answer.body.error.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      if (stored) await app.deps.quizzes.create(stored);
    }
  });
});
