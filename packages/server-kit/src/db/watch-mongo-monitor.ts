import type { Logger } from 'pino';

/** A server check as the MongoDB driver reports it (`serverHeartbeat*` events). */
interface HeartbeatEvent {
  connectionId: string;
}

/** What `watchMongoMonitor` needs of a MongoClient: its heartbeat events, close and connect. */
export interface MongoMonitorClient {
  on(
    event: 'serverHeartbeatStarted' | 'serverHeartbeatSucceeded' | 'serverHeartbeatFailed',
    listener: (event: HeartbeatEvent) => void,
  ): unknown;
  close(force: boolean): Promise<void>;
  connect(): Promise<unknown>;
}

/** Options for `watchMongoMonitor`. */
export interface WatchMongoMonitorOptions {
  /**
   * How long one server check may go unanswered before the monitor counts as stuck: above the
   * longest check the driver can make by itself (connect plus hello, each within connectTimeoutMS).
   */
  stalledCheckMs: number;
  /** How often the checks in progress are looked at (default 1 s). */
  intervalMs?: number;
  /** Wait between two attempts to connect the client again (default 1 s). */
  retryDelayMs?: number;
  /** Milliseconds clock (default `Date.now`). */
  now?: () => number;
}

/**
 * Replaces a MongoClient's topology when one of its server monitors is stuck, so a service never
 * stays cut off from a database that is back. The driver (mongodb 7.8 and 7.9) can start a check
 * on its monitor connection after the server closed it and before the socket's 'close' event: its
 * hello is written to a destroyed socket and waits for a 'drain' that never comes (no error, no
 * timeout). That check never ends, the monitor never checks again, the server stays Unknown and
 * every query fails server selection (503 DATABASE_CONNECTION_ERROR) until the process restarts;
 * a FerretDB restart under load hit it (fault scenario 4). A check unanswered past
 * `stalledCheckMs` can only be that: the client is closed (queries waiting for a server fail
 * with `MongoTopologyClosedError`, answered 503) and connected again, keeping its models and
 * listeners; while the database is still away it tries again every `retryDelayMs`. Answers a
 * function that stops watching.
 */
export function watchMongoMonitor(
  client: MongoMonitorClient,
  logger: Logger,
  {
    stalledCheckMs,
    intervalMs = 1000,
    retryDelayMs = 1000,
    now = Date.now,
  }: WatchMongoMonitorOptions,
): () => void {
  const checkStartedAt = new Map<string, number>();
  let isReconnecting = false;
  let isStopped = false;
  client.on('serverHeartbeatStarted', (event) => checkStartedAt.set(event.connectionId, now()));
  const onCheckEnded = (event: HeartbeatEvent) => checkStartedAt.delete(event.connectionId);
  client.on('serverHeartbeatSucceeded', onCheckEnded);
  client.on('serverHeartbeatFailed', onCheckEnded);

  const reconnect = async (server: string, stalledMs: number) => {
    isReconnecting = true;
    logger.error(
      { server, stalledMs },
      'mongo server check stuck (driver monitor wedged), reconnecting the client',
    );
    try {
      await client.close(true);
      checkStartedAt.clear();
      // A closed client never connects by itself again (queries answer MongoNotConnectedError,
      // 503): connect until it works, unless the service closes the database meanwhile.
      for (let attempt = 1; !isStopped; attempt += 1) {
        try {
          await client.connect();
          logger.info({ server, attempt }, 'mongo client reconnected after a stuck server check');
          return;
        } catch (error) {
          if (attempt === 1)
            logger.warn({ err: error, server }, 'mongo client not reconnected yet');
          await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
        }
      }
    } finally {
      isReconnecting = false;
    }
  };

  const timer = setInterval(() => {
    if (isReconnecting) return;
    for (const [server, startedAt] of checkStartedAt) {
      const stalledMs = now() - startedAt;
      if (stalledMs > stalledCheckMs) {
        void reconnect(server, stalledMs);
        return;
      }
    }
  }, intervalMs);
  timer.unref();
  return () => {
    isStopped = true;
    clearInterval(timer);
  };
}
