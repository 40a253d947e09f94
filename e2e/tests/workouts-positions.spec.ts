import { request, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completedOnboarding,
  createUser,
  openPage,
  waitForActiveWeek,
  type AppUser,
} from '../src/app-user';
import { saveScreenshot } from '../src/artifacts';
import { system } from '../src/system';
import { launchBrowser } from '@repwise/tooling/chromium';

interface PlanDay {
  day: string;
  dayNumber: number;
  notes: string;
  exercises: { exerciseId: string; name: string; notes: string }[];
}

let browser: Browser;
let user: AppUser;
beforeAll(async () => {
  browser = await launchBrowser();
  // A wheelchair user with dumbbells and bands: the onboarding advice promises seated exercises.
  user = await createUser({
    answers: {
      ...completedOnboarding,
      equipment: {
        ...completedOnboarding.equipment,
        availableEquipment: ['dumbbells', 'resistance-bands'],
      },
      accessibility: { needsModifications: true, mobilityAids: ['wheelchair'] },
    },
  });
  await waitForActiveWeek(user);
});
afterAll(() => browser.close());

describe("a wheelchair user's plan", () => {
  it('holds only exercises that can be done seated, and its workout runs', async () => {
    const api = await request.newContext({
      baseURL: `${system.gatewayUrl}/api/`,
      extraHTTPHeaders: { authorization: `Bearer ${user.session.accessToken}` },
    });
    const { weeklyPlan, plan } = (await (await api.get('workouts/weekly-workouts/active')).json())
      .data;
    const days: PlanDay[] = weeklyPlan.weekJson.workouts;
    expect(plan.requirements.mobilityAids).toEqual(['wheelchair']);
    const catalogue = (await (await api.get('workouts/exercises?limit=200')).json()).data.exercises;
    await api.dispose();
    const positions = new Map<string, string[]>(
      catalogue.map((exercise: { id: string; positions: string[] }) => [
        exercise.id,
        exercise.positions,
      ]),
    );
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) {
      expect(day.exercises.length, day.day).toBeGreaterThan(0);
      expect(day.notes).toContain('Every exercise is done seated.');
      for (const exercise of day.exercises)
        expect(positions.get(exercise.exerciseId), exercise.name).toContain('seated');
    }

    const page = await openPage(browser, '/app/workout?view=daily', { user });
    await page.getByRole('button', { name: 'Start Workout' }).first().click();
    await page.getByText(/^Exercise 1 of \d+$/).waitFor();
    // It opens at its top, not at the scroll of the daily plan's day card.
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    // The active workout shows the plan's notes: the day's, and the exercise's in its card.
    const activePath = page.url();
    const dayNumber = Number(new URL(activePath).searchParams.get('day'));
    const started = days.find((candidate) => candidate.dayNumber === dayNumber);
    if (!started) throw new Error(`no plan day ${dayNumber}`);
    await expect(
      page
        .getByRole('note')
        .filter({ hasText: `About this workout: ${started.notes}` })
        .isVisible(),
    ).resolves.toBe(true);
    const [first] = started.exercises;
    if (first?.notes) {
      const card = page.getByRole('region', { name: first.name, exact: true });
      await expect(card.getByRole('note').textContent()).resolves.toBe(`Note: ${first.notes}`);
    }
    const overview = page.getByRole('region', { name: 'Workout Overview' });
    for (const exercise of started.exercises.filter((candidate) => candidate.notes))
      await expect(overview.getByText(exercise.notes).first().isVisible()).resolves.toBe(true);
    await saveScreenshot(page, 'workouts-positions-seated-notes', { fullPage: false });
    await page.getByRole('button', { name: 'Mark Set Complete' }).click();
    await page.getByRole('heading', { name: 'Rest' }).waitFor();
    await saveScreenshot(page, 'workouts-positions-seated');
    await page.context().close();

    // On a phone the notes wrap inside the card, nothing wider than the screen.
    const phone = await openPage(browser, activePath, {
      user,
      viewport: { width: 390, height: 844 },
    });
    await phone.getByText(/^Exercise 1 of \d+$/).waitFor();
    const widths = await phone
      .getByRole('note')
      .evaluateAll((notes) => notes.map((note) => note.getBoundingClientRect().right));
    expect(widths.length).toBeGreaterThan(0);
    for (const right of widths) expect(right).toBeLessThanOrEqual(390);
    await saveScreenshot(phone, 'workouts-positions-seated-notes-phone', { fullPage: false });
    await phone.context().close();
  });
});
