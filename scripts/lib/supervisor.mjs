// Starts the project's processes, keeps their logs, and stops every one of them on shutdown.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A process the supervisor tracks: its name, its log file and, when it can be started again as it
 * was, `respawn()`.
 * @typedef {import('node:child_process').ChildProcess & {
 *   name: string,
 *   logFile: string,
 *   respawn?: () => SupervisedChild | Promise<SupervisedChild>,
 *   hasExited?: boolean,
 *   isBeingRestarted?: boolean,
 * }} SupervisedChild
 */

/** Tracks child processes so that none outlives the script that started it. */
export class Supervisor {
  /** @type {SupervisedChild[]} */
  children = [];
  isStopping = false;

  /**
   * @param {{
   *   logsDir: string,
   *   onUnexpectedExit?: (child: SupervisedChild, code: number | null, signal: NodeJS.Signals | null) => void,
   * }} options
   */
  constructor({ logsDir, onUnexpectedExit }) {
    this.logsDir = logsDir;
    this.onUnexpectedExit = onUnexpectedExit;
    mkdirSync(logsDir, { recursive: true });
  }

  /** Adopts an already started child (e.g. the database) so it is stopped with the rest. */
  /** @param {SupervisedChild} child */
  adopt(child) {
    this.children.push(child);
    this.watch(child);
    return child;
  }

  /** Starts `command args` in `cwd` with its output in logs/<name>.log. */
  /**
   * @param {string} name
   * @param {string} command
   * @param {string[]} args
   * @param {{ cwd: string, env?: NodeJS.ProcessEnv }} options
   * @returns {SupervisedChild}
   */
  start(name, command, args, { cwd, env }) {
    const logFile = path.join(this.logsDir, `${name}.log`);
    const out = openSync(logFile, 'a');
    const child = /** @type {SupervisedChild} */ (
      spawn(command, args, {
        cwd,
        env: { ...process.env, ...env },
        stdio: ['ignore', out, out],
      })
    );
    child.name = name;
    child.logFile = logFile;
    // `restart(name)` starts it again exactly so: same command, environment and port.
    child.respawn = () => this.start(name, command, args, { cwd, env });
    return this.adopt(child);
  }

  /**
   * The latest child started or adopted under `name`, or undefined.
   * @param {string} name
   */
  find(name) {
    return this.children.findLast((child) => child.name === name);
  }

  /**
   * The latest child started or adopted under `name`; throws when there is none.
   * @param {string} name
   */
  get(name) {
    const child = this.find(name);
    if (!child) throw new Error(`no process named ${name}`);
    return child;
  }

  /**
   * Stops one child: SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited.
   * @param {SupervisedChild} child
   */
  async stop(child, graceMs = 8000) {
    if (child.hasExited || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }

  /**
   * Starts the child called `name` again as it was first started (stopping it first if it still
   * runs), for fault tests and operators; resolves with the new child. Children that were adopted
   * rather than started need a `respawn()` of their own (the embedded database and Redis have one).
   * @param {string} name
   */
  async restart(name, { graceMs = 8000 } = {}) {
    const child = this.find(name);
    if (!child?.respawn) throw new Error(`No process called "${name}" that can be restarted.`);
    // Marked first, so the stop below does not read as an unexpected exit.
    child.isBeingRestarted = true;
    await this.stop(child, graceMs);
    this.children = this.children.filter((other) => other !== child);
    const next = await child.respawn();
    if (!this.children.includes(next)) this.adopt(next);
    return next;
  }

  /** @param {SupervisedChild} child */
  watch(child) {
    child.on(
      'exit',
      (/** @type {number | null} */ code, /** @type {NodeJS.Signals | null} */ signal) => {
        child.hasExited = true;
        if (!this.isStopping && !child.isBeingRestarted)
          this.onUnexpectedExit?.(child, code, signal);
      },
    );
  }

  /**
   * The last lines of a child's log, for error messages.
   * @param {SupervisedChild} child
   */
  static tail(child, lines = 30) {
    try {
      return readFileSync(child.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }

  /** Stops children in reverse start order: SIGTERM, then SIGKILL after `graceMs`. */
  async stopAll(graceMs = 8000) {
    this.isStopping = true;
    for (const child of [...this.children].reverse()) await this.stop(child, graceMs);
  }
}
