// Starts the project's processes, keeps their logs, and stops every one of them on shutdown.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Tracks child processes so that none outlives the script that started it. */
export class Supervisor {
  children = [];
  isStopping = false;

  constructor({ logsDir, onUnexpectedExit }) {
    this.logsDir = logsDir;
    this.onUnexpectedExit = onUnexpectedExit;
    mkdirSync(logsDir, { recursive: true });
  }

  /** Adopts an already started child (e.g. the database) so it is stopped with the rest. */
  adopt(child) {
    this.children.push(child);
    this.watch(child);
    return child;
  }

  /** Starts `command args` in `cwd` with its output in logs/<name>.log. */
  start(name, command, args, { cwd, env }) {
    const logFile = path.join(this.logsDir, `${name}.log`);
    const out = openSync(logFile, 'a');
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', out, out],
    });
    child.name = name;
    child.logFile = logFile;
    return this.adopt(child);
  }

  watch(child) {
    child.on('exit', (code, signal) => {
      child.hasExited = true;
      if (!this.isStopping) this.onUnexpectedExit?.(child, code, signal);
    });
  }

  /** The last lines of a child's log, for error messages. */
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
    for (const child of [...this.children].reverse()) {
      if (child.hasExited || child.exitCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    }
  }
}
