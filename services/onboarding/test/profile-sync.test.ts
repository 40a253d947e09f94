import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@repwise/server-kit';
import { findClosedUrl } from '@repwise/server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfileSync, profileChangeFrom } from '../src/use-cases/sync-profile';
import { buildCompletion } from './onboarding-fixtures';
import {
  buildUserId,
  call,
  startOnboardingTestApp,
  type OnboardingTestApp,
} from './onboarding-test-app';

/** A stand-in auth service that records the profile changes it receives. */
interface FakeAuth {
  url: string;
  received: { method: string; path: string; authorization: string; body: unknown }[];
  status: number;
  close: () => Promise<void>;
}

async function startFakeAuth(): Promise<FakeAuth> {
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      fake.received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        body: text ? JSON.parse(text) : null,
      });
      response.writeHead(fake.status, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  const fake: FakeAuth = {
    url: '',
    received: [],
    status: 200,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

describe('profileChangeFrom', () => {
  it('converts feet, inches and pounds to the profile’s whole centimetres and kilograms', () => {
    expect(profileChangeFrom(buildCompletion() as never)).toEqual({
      age: 34,
      height: 178,
      weight: 83,
      fitnessLevel: 'BEGINNER',
    });
  });

  it('leaves out a custom fitness level', () => {
    const change = profileChangeFrom(
      buildCompletion({ 'experience.fitnessLevel': 'custom:returning after a break' }) as never,
    );
    expect(change).not.toHaveProperty('fitnessLevel');
    expect(change).toMatchObject({ age: 34 });
  });
});

describe('a completed assessment fills the user’s profile', () => {
  let auth: FakeAuth;
  let app: OnboardingTestApp;
  beforeAll(async () => {
    auth = await startFakeAuth();
    app = await startOnboardingTestApp({ authUrl: auth.url });
  });
  afterAll(async () => {
    await app.close();
    await auth.close();
  });

  it('sends PATCH /auth/profile with the user’s own token on completion and on an edit', async () => {
    const userId = buildUserId();
    const token = app.signToken(userId);
    const completed = await call(app.url, 'POST', '/onboarding/complete', {
      body: buildCompletion(),
      token,
    });
    expect(completed.status).toBe(201);
    expect(auth.received.at(-1)).toEqual({
      method: 'PATCH',
      path: '/auth/profile',
      authorization: `Bearer ${token}`,
      body: { age: 34, height: 178, weight: 83, fitnessLevel: 'BEGINNER' },
    });

    const edited = await call(app.url, 'PUT', '/onboarding/completion', {
      body: buildCompletion({ 'personalInfo.weight': 170, 'experience.fitnessLevel': 'advanced' }),
      token,
    });
    expect(edited.status).toBe(200);
    expect(auth.received.at(-1)?.body).toEqual({
      age: 34,
      height: 178,
      weight: 77,
      fitnessLevel: 'ADVANCED',
    });
  });

  it('completes although the auth service refuses the change', async () => {
    auth.status = 503;
    const completed = await call(app.url, 'POST', '/onboarding/complete', {
      body: buildCompletion(),
      token: app.signToken(buildUserId()),
    });
    auth.status = 200;
    expect(completed.status).toBe(201);
  });

  it('sends the change to the next copy of auth when the first is gone', async () => {
    const goneUrl = await findClosedUrl();
    const sync = createProfileSync(
      [goneUrl, auth.url],
      createLogger('profile-sync-test', 'silent'),
    );
    const before = auth.received.length;
    await sync('Bearer copy-token', { age: 40 });
    expect(auth.received.slice(before)).toEqual([
      expect.objectContaining({ method: 'PATCH', authorization: 'Bearer copy-token' }),
    ]);
  });
});
