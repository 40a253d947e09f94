// Development secrets: generated once per checkout into .data/ (git-ignored), never committed.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from './paths.mjs';

/** JWT_SECRET from the environment, else the checkout's generated development secret. */
export function loadDevelopmentSecrets() {
  if (process.env.JWT_SECRET) return { JWT_SECRET: process.env.JWT_SECRET };
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const secrets = { JWT_SECRET: randomBytes(48).toString('base64url') };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** A throwaway secret for one test run. */
export function generateTestSecrets() {
  return { JWT_SECRET: randomBytes(48).toString('base64url') };
}
