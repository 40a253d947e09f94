import { randomUUID } from 'node:crypto';

/** The running system under test, as started by `npm test` (or pointed at by env when run by hand). */
export const system = {
  gatewayUrl: requireEnv('REPWISE_GATEWAY_URL'),
  appUrl: requireEnv('REPWISE_APP_URL'),
};

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys through \`npm test\`.`);
  return value.replace(/\/$/, '');
}

/** A new user's registration details, unique per call. */
export function buildRegistration(
  overrides: Partial<Record<'firstName' | 'lastName' | 'email' | 'password', string>> = {},
) {
  return {
    firstName: 'Jordan',
    lastName: 'Rivera',
    email: `jordan.${randomUUID().slice(0, 12)}@example.com`,
    password: 'Train4Life!',
    ...overrides,
  };
}
