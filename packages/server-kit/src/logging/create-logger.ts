import { pino, type Logger, type LevelWithSilent } from 'pino';

/** A JSON logger named after the process; secrets in auth headers and bodies are redacted. */
export function createLogger(name: string, level: LevelWithSilent = 'info'): Logger {
  return pino({
    name,
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'password',
        '*.password',
        'refreshToken',
        '*.refreshToken',
      ],
      censor: '[redacted]',
    },
  });
}

export type { Logger };
