// What the deployment rehearsal starts, read the way Docker would: docker-compose.yml through
// `docker-compose config` (its own interpolation, anchors and defaults; a .env file is ignored so a
// run does not depend on one), and each image's environment from the Dockerfile's ENV lines of the
// build target and the stages it is built on, with the service's build args filled in.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import { repoRoot } from '../paths.mjs';

/**
 * One service of docker-compose.yml as `docker-compose config` prints it (the fields the rehearsal
 * reads).
 * @typedef {{
 *   image?: string,
 *   build?: { target?: string, args?: Record<string, string> },
 *   environment?: Record<string, string>,
 *   command?: string[],
 *   depends_on?: Record<string, { condition?: string }>,
 *   deploy?: { replicas?: number },
 *   healthcheck?: {
 *     test?: string[],
 *     interval?: string,
 *     timeout?: string,
 *     start_period?: string,
 *     retries?: number,
 *   },
 *   volumes?: (string | { source: string, target: string })[],
 * }} ComposeService
 */

/**
 * The services of docker-compose.yml as compose resolves them with `variables` as the operator's
 * environment: `{ name: { environment, healthcheck, depends_on, deploy, build, command, volumes } }`.
 * @param {Record<string, string>} variables
 * @returns {Record<string, ComposeService>}
 */
export function readComposeServices(variables) {
  const emptyEnvFile = path.join(os.tmpdir(), `rw-rh-${process.pid}-empty.env`);
  writeFileSync(emptyEnvFile, '');
  const result = spawnSync('docker-compose', ['--env-file', emptyEnvFile, 'config'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, ...variables },
    encoding: 'utf8',
  });
  rmSync(emptyEnvFile, { force: true });
  if (result.status !== 0) throw new Error(`docker-compose config failed:\n${result.stderr}`);
  return /** @type {{ services: Record<string, ComposeService> }} */ (yaml.load(result.stdout))
    .services;
}

/**
 * Joins `\`-continued lines and drops comments and blank lines.
 * @param {string} dockerfileText
 */
function readInstructions(dockerfileText) {
  return dockerfileText
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/**
 * `A=1 B="two words" C=${ARG}` → pairs (the legacy `ENV A value` form too).
 * @param {string} text
 * @returns {[string, string][]}
 */
function parseEnvPairs(text) {
  const tokens = text.match(/(?:[^\s"']+|"[^"]*"|'[^']*')+/g) ?? [];
  const [first, ...rest] = tokens;
  if (first !== undefined && !first.includes('=')) return [[first, rest.join(' ')]];
  return tokens.map((token) => {
    const separator = token.indexOf('=');
    return [token.slice(0, separator), token.slice(separator + 1).replace(/^(["'])(.*)\1$/, '$2')];
  });
}

/**
 * @param {string} value
 * @param {Record<string, string>} scope
 */
function substitute(value, scope) {
  return value.replace(
    /\$\{(\w+)\}|\$(\w+)/g,
    (_, /** @type {string | undefined} */ braced, /** @type {string} */ bare) =>
      scope[braced ?? bare] ?? '',
  );
}

/**
 * The environment the Dockerfile's `target` stage sets (ENV of the stage and of the stages it is
 * built FROM; the base images' own variables such as PATH are not included), with `${ARG}`s
 * taken from `buildArgs` or the ARG's default.
 * @param {string} target
 * @param {Record<string, string>} [buildArgs]
 */
export function readImageEnvironment(target, buildArgs = {}) {
  /** @type {Map<string, { from: string | undefined, instructions: string[] }>} */
  const stages = new Map();
  /** @type {{ from: string | undefined, instructions: string[] } | null} */
  let current = null;
  for (const line of readInstructions(readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8'))) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) {
      current = { from: from[1], instructions: [] };
      if (from[2]) stages.set(from[2], current);
    } else current?.instructions.push(line);
  }
  /**
   * @param {string | undefined} name
   * @returns {Record<string, string>}
   */
  const resolve = (name) => {
    const stage = name === undefined ? undefined : stages.get(name);
    if (!stage) return {};
    const env = resolve(stage.from);
    /** @type {Record<string, string>} */
    const args = {};
    for (const line of stage.instructions) {
      const [keyword, ...rest] = line.split(/\s+/);
      const text = rest.join(' ');
      if (/^ARG$/i.test(keyword ?? '')) {
        const [argName = '', defaultValue] = text.split('=');
        args[argName] = buildArgs[argName] ?? defaultValue ?? '';
      } else if (/^ENV$/i.test(keyword ?? '')) {
        for (const [key, value] of parseEnvPairs(text))
          env[key] = substitute(value, { ...env, ...args });
      }
    }
    return env;
  };
  if (!stages.has(target)) throw new Error(`The Dockerfile has no stage called ${target}.`);
  return resolve(target);
}

/** Milliseconds per compose duration unit. */
const unitMs = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * `15s`, `1m30s`, `500ms` → milliseconds (compose durations).
 * @param {string | undefined} text
 * @param {number} fallbackMs
 */
export function parseDuration(text, fallbackMs) {
  if (!text) return fallbackMs;
  let ms = 0;
  for (const [, amount, unit] of String(text).matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
    ms += Number(amount) * unitMs[/** @type {keyof typeof unitMs} */ (unit)];
  }
  return ms || fallbackMs;
}
