/**
 * Messages of the errors ioredis rejects a command with when Redis cannot be reached: the client
 * was closed, or it is disconnected with its offline queue turned off.
 */
const redisUnavailableMessages = new Set([
  'Connection is closed.',
  "Stream isn't writeable and enableOfflineQueue options is false",
]);

/**
 * Whether an error means Redis is unreachable rather than that the command was wrong: ioredis's
 * `MaxRetriesPerRequestError` (a command gave up while the client kept reconnecting) or one of its
 * closed-connection rejections. Matched by name and message, so server-kit needs no ioredis.
 */
export function isRedisUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'MaxRetriesPerRequestError' || redisUnavailableMessages.has(error.message);
}

/** Node's socket error codes for a peer that is gone or cannot be reached. */
const connectionLostCodes = new Set([
  'EPIPE',
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * Whether an error is a raw socket failure towards a dependency (EPIPE, ECONNRESET, …). Drivers
 * usually wrap these, but not always: the MongoDB driver (7.0) rethrows the socket's own EPIPE
 * ("This socket has been ended by the other party") when a write waiting for 'drain' meets a
 * server that just closed, as during a database restart.
 */
export function isConnectionLostError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = Reflect.get(error, 'code');
  return typeof code === 'string' && connectionLostCodes.has(code);
}
