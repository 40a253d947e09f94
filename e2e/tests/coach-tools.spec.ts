import { coachWorkoutQueryParam, decodeCoachWorkoutParam } from '@repwise/contracts/coach';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openPage, type AppUser } from '../src/app-user';
import { saveScreenshot } from '../src/artifacts';
import { launchBrowser } from '@repwise/tooling/chromium';

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

async function ask(page: Page, message: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(message);
  await input.press('Enter');
}

describe('the AI coach’s tools', () => {
  it('explains an exercise with the steps of its catalogue entry', async () => {
    const page = await openPage(browser, '/app/ai-coach', { user });
    await page.getByRole('heading', { name: 'AI Fitness Coach' }).waitFor();
    await ask(page, 'How do I do a burpee?');
    const reply = await waitForReply(page, 1);
    // The catalogue's Burpee (services/workouts/src/catalogue/cardio.exercises.ts), first step:
    // 'Squat and place hands on the floor.'
    expect(await reply.innerText()).toMatch(/place (your )?hands on the floor/i);
    await saveScreenshot(page, 'coach-tools-exercise');
    await page.context().close();
  });

  it('composes a no-equipment workout as a card whose Start this workout runs it', async () => {
    const page = await openPage(browser, '/app/ai-coach', {
      user,
      viewport: { width: 360, height: 780 },
    });
    await page.getByRole('heading', { name: 'AI Fitness Coach' }).waitFor();
    await ask(page, 'Give me a 15 minute workout with no equipment');
    const reply = await waitForReply(page, 1);
    const card = reply.getByRole('article', { name: /^Workout: / });
    await card.waitFor();
    await card.getByText(/^≈ \d+ min$/).waitFor();
    const rows = card.getByRole('list', { name: 'Exercises' }).getByRole('listitem');
    const exerciseCount = await rows.count();
    expect(exerciseCount).toBeGreaterThan(0);
    // A row reads 'Burpees — 3 × 10, rest 45 s': the name is what stands before the dash.
    const firstRow = (await rows.first().innerText()).trim();
    expect(firstRow).toMatch(/^.+ — \d+ (×|sets?\b)/);
    const firstExercise = firstRow.split(' — ')[0]?.trim() ?? '';
    expect(firstExercise).not.toBe('');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'coach-tools-workout-card-phone');

    await card.getByRole('button', { name: 'Start this workout' }).click();
    await page.waitForURL((url) => url.pathname === '/app/workout');
    const url = new URL(page.url());
    expect(url.searchParams.get('view')).toBe('active');
    const started = decodeCoachWorkoutParam(url.searchParams.get(coachWorkoutQueryParam));
    expect(started?.exercises.length).toBe(exerciseCount);
    expect(started?.exercises[0]?.name).toBe(firstExercise);
    await page.getByRole('heading', { name: firstExercise, exact: true }).waitFor();
    await page.getByText(`Exercise 1 of ${exerciseCount}`).waitFor();
    await page.getByText(/^Set 1\/\d+$/).waitFor();
    // The card's notes come along as the workout's note.
    const [firstNote] = started?.notes ?? [];
    expect(firstNote).toBeTruthy();
    await page
      .getByRole('note')
      .filter({ hasText: `About this workout: ${firstNote}` })
      .waitFor();
    await saveScreenshot(page, 'coach-tools-active-workout-phone');
    await page.context().close();
  });
});
