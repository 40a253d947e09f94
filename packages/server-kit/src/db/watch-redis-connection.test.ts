import { EventEmitter } from 'node:events';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { watchRedisConnection } from './watch-redis-connection';

/** A logger that keeps each line's level and message. */
function recordingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
  );
  return { logger, lines };
}

describe('watchRedisConnection', () => {
  it('logs one warning per outage however many reconnect attempts fail, and info when ready again', () => {
    const client = new EventEmitter();
    const { logger, lines } = recordingLogger();
    watchRedisConnection(client, logger, 'queue');

    client.emit('ready');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      client.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    }
    client.emit('ready');
    client.emit('error', new Error('read ECONNRESET'));

    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [40, 'redis connection lost, reconnecting'],
      [30, 'redis reconnected'],
      [40, 'redis connection lost, reconnecting'],
    ]);
  });
});
