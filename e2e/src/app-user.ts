import type { AuthSession } from '@repwise/contracts';
import { request, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildRegistration, system } from './system';

/** A completed onboarding payload, valid per the onboarding service's rules. */
export const completedOnboarding = {
  personalInfo: {
    age: 34,
    height: { feet: 5, inches: 10 },
    weight: 182,
    biologicalSex: 'female',
    activityLevel: 'lightly-active',
  },
  fitnessGoals: {
    primaryGoal: 'strength',
    secondaryGoals: ['better-sleep'],
    timeframe: '6-months',
    motivation: 'Feel strong',
  },
  experience: {
    fitnessLevel: 'beginner',
    workoutExperience: 1,
    previousInjuries: ['none'],
    currentLimitations: [],
    preferredWorkoutTypes: ['strength'],
    exercisePreferences: {
      workoutDuration: '45-min',
      workoutFrequency: '3-4-times',
      preferredTime: 'morning',
      intensity: 'moderate',
    },
  },
  equipment: {
    homeGym: true,
    availableEquipment: ['dumbbells'],
    workoutLocation: 'home',
    spaceConstraints: 'medium',
  },
  health: {
    medicalConditions: ['none'],
    medications: [],
    physicianApproval: true,
    sleepQuality: 'good',
    stressLevel: 'low',
    nutritionFocus: true,
  },
  accessibility: { needsModifications: false, mobilityAids: [] },
  preferences: {
    coachingStyle: 'encouraging',
    feedbackFrequency: 'moderate',
    privacyLevel: 'private',
    languagePreference: 'en',
  },
  version: '1.0.0',
  completionTime: 8,
};

/** A user created through the gateway, with the session the API answered. */
export interface AppUser {
  registration: ReturnType<typeof buildRegistration>;
  session: AuthSession;
}

/**
 * Registers a user through the gateway and, unless told otherwise, completes their onboarding with
 * `answers` (by default `completedOnboarding`).
 */
export async function createUser({
  isOnboarded = true,
  answers = completedOnboarding as object,
} = {}): Promise<AppUser> {
  const api = await request.newContext({ baseURL: `${system.gatewayUrl}/api/` });
  try {
    const registration = buildRegistration();
    const registered = await api.post('auth/register', { data: registration });
    if (registered.status() !== 201) throw new Error(`register answered ${registered.status()}`);
    const session = (await registered.json()).data as AuthSession;
    if (isOnboarded) {
      const completed = await api.post('onboarding/complete', {
        data: answers,
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      if (completed.status() >= 300)
        throw new Error(
          `onboarding/complete answered ${completed.status()}: ${await completed.text()}`,
        );
    }
    return { registration, session };
  } finally {
    await api.dispose();
  }
}

/**
 * Waits until the user has an active week of workouts (completing onboarding builds the first plan
 * a moment later); throws after `timeoutMs` naming the last answer.
 */
export async function waitForActiveWeek(user: AppUser, timeoutMs = 30_000): Promise<void> {
  const api = await request.newContext({ baseURL: `${system.gatewayUrl}/api/` });
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const answer = await api.get('workouts/weekly-workouts/active', {
        headers: { authorization: `Bearer ${user.session.accessToken}` },
      });
      if (answer.status() === 200) return;
      if (Date.now() > deadline)
        throw new Error(
          `no active week after ${timeoutMs} ms: ${answer.status()} ${await answer.text()}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await api.dispose();
  }
}

/** Options for a browser context: viewport, colour scheme, and whether guided tours may run. */
export interface ContextOptions {
  user?: AppUser;
  session?: AuthSession;
  toursEnabled?: boolean;
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
}

/** Signs a user in through the gateway: a new session (refresh-token family) for one browser. */
export async function signInViaApi(user: AppUser): Promise<AuthSession> {
  const api = await request.newContext({ baseURL: `${system.gatewayUrl}/api/` });
  try {
    const answer = await api.post('auth/login', {
      data: { email: user.registration.email, password: user.registration.password },
    });
    if (answer.status() !== 200) throw new Error(`login answered ${answer.status()}`);
    return (await answer.json()).data as AuthSession;
  } finally {
    await api.dispose();
  }
}

/**
 * A fresh browser context on the app; with `user`, the browser starts signed in as them (as after
 * a sign-in: tokens in local storage), each context in its own session, as two devices would be.
 * Pass `session` to seed exact tokens instead. Tours are off unless asked for.
 */
export async function openContext(
  browser: Browser,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: system.appUrl,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    colorScheme: options.colorScheme ?? 'light',
  });
  const session = options.session ?? (options.user ? await signInViaApi(options.user) : null);
  await context.addInitScript(
    ({ session, toursEnabled }) => {
      // Once per context (local storage is shared by its tabs): a second tab or a reload must not
      // put back tokens the first tab has rotated since.
      if (window.localStorage.getItem('e2e-seeded')) return;
      window.localStorage.setItem('e2e-seeded', '1');
      window.localStorage.setItem(
        'repwise_tours',
        JSON.stringify({ completedTours: [], tourEnabled: toursEnabled }),
      );
      if (!session) return;
      window.localStorage.setItem('repwise_access_token', session.accessToken);
      window.localStorage.setItem(
        'repwise_auth',
        JSON.stringify({
          user: session.user,
          token: session.accessToken,
          refreshToken: session.refreshToken,
          isAuthenticated: true,
          expiresAt: Date.now() + 15 * 60_000,
        }),
      );
    },
    { session, toursEnabled: options.toursEnabled ?? false },
  );
  return context;
}

/** Opens a page of the app at `path` in a fresh context. */
export async function openPage(
  browser: Browser,
  path: string,
  options: ContextOptions = {},
): Promise<Page> {
  const context = await openContext(browser, options);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}
