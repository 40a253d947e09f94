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
  notes: string;
  exercises: { exerciseId: string; name: string }[];
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
    await page.getByRole('button', { name: 'Mark Set Complete' }).click();
    await page.getByRole('heading', { name: 'Rest' }).waitFor();
    await saveScreenshot(page, 'workouts-positions-seated');
    await page.context().close();
  });
});
