import type { Logger } from 'pino';

/** What `watchRedisConnection` needs of an ioredis client (server-kit does not depend on ioredis). */
export interface RedisConnectionEvents {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
}

/**
 * Logs a Redis client's outages once each: a warning with the first error when the connection is
 * lost, info when it is ready again. ioredis reconnects by itself; this listener also keeps it from
 * printing every failed attempt to stderr as an "Unhandled error event".
 */
export function watchRedisConnection(
  client: RedisConnectionEvents,
  logger: Logger,
  name: string,
): void {
  let isLost = false;
  client.on('error', (error) => {
    if (isLost) return;
    isLost = true;
    logger.warn({ err: error, redis: name }, 'redis connection lost, reconnecting');
  });
  client.on('ready', () => {
    if (!isLost) return;
    isLost = false;
    logger.info({ redis: name }, 'redis reconnected');
  });
}
