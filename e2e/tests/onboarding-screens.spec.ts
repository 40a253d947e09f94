import type { Browser } from 'playwright-core';
import { request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openPage, type AppUser } from '../src/app-user';
import { saveScreenshot } from '../src/artifacts';
import { launchBrowser } from '@repwise/tooling/chromium';
import { system } from '../src/system';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface QuizQuestion {
  id: string;
  type: string;
  options?: { value: string }[];
  validationRules?: { type: string; value: number | string }[];
}

/** Submits the assessment through the API: low-risk answers except chest pain. */
async function submitHighRiskQuiz(user: AppUser): Promise<void> {
  const api = await request.newContext({
    baseURL: `${system.gatewayUrl}/api/`,
    extraHTTPHeaders: { authorization: `Bearer ${user.session.accessToken}` },
  });
  try {
    const { quiz } = await (await api.get('quiz/questions')).json();
    const questions: QuizQuestion[] = quiz.sections.flatMap(
      (section: { questions: QuizQuestion[] }) => section.questions,
    );
    const answerFor = (question: QuizQuestion) => {
      if (question.id === 'chest-pain') return true;
      const rule = question.validationRules?.[0];
      switch (question.type) {
        case 'boolean':
          return false;
        case 'single-choice':
          return question.options?.[0]?.value;
        case 'multiple-choice':
          return [question.options?.[0]?.value];
        case 'scale':
          return 6;
        case 'number':
          return rule?.type === 'range' ? Number(String(rule.value).split('-')[0]) + 2 : 10;
        default:
          return 'Knees ache on stairs';
      }
    };
    const responses = questions.map((question) => ({
      questionId: question.id,
      questionType: question.type,
      answer: answerFor(question),
    }));
    const submitted = await api.post('quiz/submit', { data: responses });
    if (submitted.status() !== 201) throw new Error(`quiz/submit answered ${submitted.status()}`);
  } finally {
    await api.dispose();
  }
}

describe('the onboarding area’s screens', () => {
  it('shows the generated plan summary with its four cards', async () => {
    const user = await createUser();
    const page = await openPage(browser, '/onboarding?view=plan', { user });
    await page.getByRole('heading', { level: 1, name: 'Your AI-Powered Plan' }).waitFor();
    await page
      .getByRole('heading', { level: 2, name: 'Workout Plan' })
      .waitFor({ timeout: 30_000 });
    for (const name of ['Nutrition Plan', 'Progress Tracking', 'Safety Considerations']) {
      await page.getByRole('heading', { level: 2, name }).waitFor();
    }
    expect(await page.getByText('45 min', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Continue to Dashboard' }).waitFor();
    await saveScreenshot(page, 'onboarding-plan-summary');
    await page.context().close();
  });

  it('shows the assessment’s first section', async () => {
    const user = await createUser();
    const page = await openPage(browser, '/onboarding/quiz', { user });
    await page.getByRole('heading', { level: 2, name: 'Health & Safety Screening' }).waitFor();
    await page.getByText('Section 1 of 5').waitFor();
    await saveScreenshot(page, 'quiz-first-section');
    await page.context().close();
  });

  it('shows results that require clearance after a high-risk answer', async () => {
    const user = await createUser();
    await submitHighRiskQuiz(user);
    const page = await openPage(browser, '/onboarding/quiz/results', { user });
    await page.getByRole('heading', { level: 1, name: 'Assessment Complete!' }).waitFor();
    await page
      .getByText(/clearance required/i)
      .first()
      .waitFor();
    await page.getByText('Chest pain at rest or during activity').waitFor();
    await saveScreenshot(page, 'quiz-results');
    await page.context().close();
  });
});
