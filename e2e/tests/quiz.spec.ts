import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openPage } from '../src/app-user';
import { saveScreenshot } from '../src/artifacts';
import { launchBrowser } from '@repwise/tooling/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

function question(page: Page, text: string) {
  return page.getByRole('group', { name: new RegExp(`^${text}`) });
}

async function nextSection(page: Page, title: string) {
  await page.getByRole('button', { name: 'Next Section' }).click();
  await page.getByRole('heading', { level: 2, name: title }).waitFor();
}

describe('the personal training assessment', () => {
  it('takes a user with a high-risk answer through every section to results that require clearance', async () => {
    const user = await createUser();
    const page = await openPage(browser, '/onboarding/quiz', { user });
    await page.getByRole('heading', { level: 1, name: 'Personal Training Assessment' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Health & Safety Screening' }).waitFor();
    await page.getByText('Section 1 of 5').waitFor();
    expect(await page.getByRole('button', { name: 'Next Section' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    for (const no of await page.getByRole('radio', { name: 'No', exact: true }).all()) {
      await no.check();
    }
    await question(page, 'Do you feel pain in your chest')
      .getByRole('radio', { name: 'Yes', exact: true })
      .check();
    await question(page, 'Are you pregnant').getByRole('radio', { name: 'Not applicable' }).check();
    await saveScreenshot(page, 'quiz-safety-section');
    await nextSection(page, 'Fitness History');

    const days = page.getByRole('spinbutton', { name: /On how many days/ });
    await days.fill('9');
    await page.getByText('Enter a number of days from 0 to 7').waitFor();
    await days.fill('3');
    await question(page, 'How long have you been training')
      .getByRole('radio', { name: 'Less than 6 months' })
      .check();
    await question(page, 'Which activities')
      .getByRole('checkbox', { name: 'Walking or hiking' })
      .check();
    await question(page, 'Which areas have you injured')
      .getByRole('checkbox', { name: 'No injuries' })
      .check();
    await nextSection(page, 'Your Goals');

    await question(page, 'What is your main goal')
      .getByRole('radio', { name: 'Get stronger' })
      .check();
    await nextSection(page, 'Time Commitment');

    await page.getByRole('spinbutton', { name: /How many training sessions/ }).fill('3');
    await question(page, 'How long can each session be')
      .getByRole('radio', { name: '30-45 minutes' })
      .check();
    await nextSection(page, 'Training Preferences');

    await question(page, 'Where will you train').getByRole('radio', { name: 'At home' }).check();
    await question(page, 'Which training intensity')
      .getByRole('radio', { name: /^Moderate/ })
      .check();
    await page.getByRole('button', { name: 'Complete Assessment' }).click();

    await page.waitForURL('**/onboarding/quiz/results');
    await page.getByRole('heading', { level: 1, name: 'Assessment Complete!' }).waitFor();
    await page
      .getByText(/clearance required/i)
      .first()
      .waitFor();
    expect(await page.getByText('High risk').count()).toBe(1);
    await page.getByText('Chest pain at rest or during activity').waitFor();
    await saveScreenshot(page, 'quiz-results-clearance-required');

    // Coming back to the quiz shows the results, as it is completed.
    await page.goto('/onboarding/quiz');
    await page.waitForURL('**/onboarding/quiz/results');
    await page.getByRole('heading', { level: 1, name: 'Assessment Complete!' }).waitFor();
    await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
    await page.waitForURL('**/app/dashboard');
    await page.context().close();
  });
});
