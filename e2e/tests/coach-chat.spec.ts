import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openPage, type AppUser } from '../src/app-user';
import { saveScreenshot } from '../src/artifacts';
import { launchBrowser } from '@repwise/tooling/chromium';
import { system } from '../src/system';

let browser: Browser;
let user: AppUser;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await createUser();
});
afterAll(() => browser.close());

function conversation(page: Page) {
  return page.getByRole('list', { name: 'Conversation' });
}

/** Waits until the conversation holds the welcome plus `replies` coach replies; answers the last. */
async function waitForReply(page: Page, replies: number) {
  const coachReplies = conversation(page).getByRole('listitem', { name: 'Coach reply' });
  await expect.poll(() => coachReplies.count(), { timeout: 20_000 }).toBe(replies + 1);
  return coachReplies.last();
}

describe('the AI coach chat', () => {
  it('answers a suggestion chip in the supportive style, personalised, and stores a 5-star rating', async () => {
    const page = await openPage(browser, '/app/ai-coach', { user, colorScheme: 'light' });
    await page.getByRole('heading', { name: 'AI Fitness Coach' }).waitFor();
    await page.getByText('Your personal AI trainer, available 24/7').waitFor();
    await page.getByText(/Hi Jordan! I'm your AI fitness coach/).waitFor();
    const chips = page.getByRole('group', { name: 'Suggestions' }).getByRole('button');
    expect(await chips.allTextContents()).toEqual([
      'Create a workout plan',
      'Analyze my form',
      'Track my progress',
      'Nutrition advice',
    ]);

    await chips.filter({ hasText: 'Nutrition advice' }).click();
    const reply = await waitForReply(page, 1);
    const text = await reply.innerText();
    expect(text).toMatch(/, Jordan(\.|;)/);
    expect(text).toMatch(/protein/);
    // The chips now follow from the answer: protein questions to go deeper.
    await page
      .getByRole('group', { name: 'Suggestions' })
      .getByRole('button', { name: /protein/i })
      .first()
      .waitFor();

    await reply.getByRole('button', { name: 'Rate 5 out of 5 stars' }).click();
    await reply.getByText('Thanks for rating this reply 5 of 5.').waitFor();
    expect(await reply.getByRole('button', { name: /Rate \d out of 5 stars/ }).count()).toBe(0);
    const stored = await fetch(`${system.gatewayUrl}/api/ai/conversations`, {
      headers: { authorization: `Bearer ${user.session.accessToken}` },
    }).then((answer) => answer.json());
    const conversationId = stored.data.conversations[0].id;
    const messages = await fetch(`${system.gatewayUrl}/api/ai/conversations/${conversationId}`, {
      headers: { authorization: `Bearer ${user.session.accessToken}` },
    }).then((answer) => answer.json());
    expect(messages.data.messages[0]).toMatchObject({ input: 'Nutrition advice', feedback: 5 });

    await saveScreenshot(page, 'coach-chat-light');
    await page.context().close();
  });

  it('switches to a direct, achievement-based coach, resets the welcome and answers in that style', async () => {
    const page = await openPage(browser, '/app/ai-coach', { user, colorScheme: 'dark' });
    await page.getByRole('heading', { name: 'AI Fitness Coach' }).waitFor();
    await page.getByRole('button', { name: 'Customize Personality' }).click();
    await page.getByRole('radio', { name: /Direct/ }).check();
    await page.getByRole('radio', { name: /Achievement-based/ }).check();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText(/Jordan, I'm your AI coach\. Tell me what you need/).waitFor();
    await page.getByText('Direct · Achievement-based').waitFor();

    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('How deep should I squat?');
    await input.press('Shift+Enter');
    await input.pressSequentially('Thanks');
    expect(await input.inputValue()).toBe('How deep should I squat?\nThanks');
    await input.fill('How deep should I squat?');
    await input.press('Enter');
    const reply = await waitForReply(page, 1);
    const text = await reply.innerText();
    expect(text).toMatch(/^(AI Coach\s+)?• /);
    expect(text).toMatch(/Jordan(\.|:)/);
    expect(text).toContain('• Depth: lower until your hip crease');
    expect(await input.inputValue()).toBe('');

    await saveScreenshot(page, 'coach-chat-dark');
    await page.context().close();
  });
});
