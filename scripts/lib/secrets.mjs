// Development secrets: generated once per checkout into .data/ (git-ignored), never committed.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from './paths.mjs';

// The operators' analytics token is its own secret: INTERNAL_API_TOKEN stays between services.
const secretNames = ['JWT_SECRET', 'INTERNAL_API_TOKEN', 'ANALYTICS_OPERATOR_TOKEN'];

function generateSecrets() {
  return Object.fromEntries(
    secretNames.map((name) => [name, randomBytes(48).toString('base64url')]),
  );
}

/**
 * JWT_SECRET, INTERNAL_API_TOKEN and ANALYTICS_OPERATOR_TOKEN: each from the environment when set, else the checkout's
 * generated development secret (a secret missing from an older secrets.json is added).
 */
export function loadDevelopmentSecrets() {
  const file = path.join(dataDir, 'secrets.json');
  const saved = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const secrets = { ...generateSecrets(), ...saved };
  if (secretNames.some((name) => !saved[name])) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  for (const name of secretNames) if (process.env[name]) secrets[name] = process.env[name];
  return secrets;
}

/** Throwaway secrets for one test run. */
export function generateTestSecrets() {
  return generateSecrets();
}
