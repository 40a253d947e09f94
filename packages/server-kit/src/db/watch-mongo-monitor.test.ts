import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import mongoose, { Schema } from 'mongoose';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchMongoMonitor } from './watch-mongo-monitor';

const logger = pino({ level: 'silent' });

/** A client whose heartbeat events the test emits, counting reconnects. */
function createFakeClient({ failedConnects = 0 } = {}) {
  const events = new EventEmitter();
  const calls: string[] = [];
  let connectsLeftToFail = failedConnects;
  return {
    calls,
    on: (event: string, listener: (event: { connectionId: string }) => void) =>
      events.on(event, listener),
    emit: (event: string, connectionId = 'db:27017') => events.emit(event, { connectionId }),
    close: async () => {
      calls.push('close');
    },
    connect: async () => {
      calls.push('connect');
      if (connectsLeftToFail > 0) {
        connectsLeftToFail -= 1;
        throw new Error('Server selection timed out');
      }
    },
  };
}

describe('watchMongoMonitor with a scripted client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reconnects the client once when a server check stays unanswered past the limit', async () => {
    const client = createFakeClient();
    const stop = watchMongoMonitor(client, logger, { stalledCheckMs: 5000 });
    client.emit('serverHeartbeatStarted');
    await vi.advanceTimersByTimeAsync(5000);
    expect(client.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(client.calls).toEqual(['close', 'connect']);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(client.calls).toEqual(['close', 'connect']);
    stop();
  });

  it('keeps connecting a second apart while the database is still away', async () => {
    const client = createFakeClient({ failedConnects: 2 });
    const stop = watchMongoMonitor(client, logger, { stalledCheckMs: 5000 });
    client.emit('serverHeartbeatStarted');
    await vi.advanceTimersByTimeAsync(6000);
    expect(client.calls).toEqual(['close', 'connect']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(client.calls).toEqual(['close', 'connect', 'connect', 'connect']);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(client.calls).toHaveLength(4);
    stop();
  });

  it('leaves a client alone while its checks end, however they end', async () => {
    const client = createFakeClient();
    const stop = watchMongoMonitor(client, logger, { stalledCheckMs: 5000 });
    for (const outcome of [
      'serverHeartbeatSucceeded',
      'serverHeartbeatFailed',
      'serverHeartbeatSucceeded',
    ]) {
      client.emit('serverHeartbeatStarted');
      await vi.advanceTimersByTimeAsync(4000);
      client.emit(outcome);
      await vi.advanceTimersByTimeAsync(4000);
    }
    expect(client.calls).toEqual([]);
    stop();
  });

  it('stops watching when told to', async () => {
    const client = createFakeClient();
    const stop = watchMongoMonitor(client, logger, { stalledCheckMs: 5000 });
    client.emit('serverHeartbeatStarted');
    stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(client.calls).toEqual([]);
  });
});

/** Reaches into the driver (mongodb 7.8) for the single server's monitor, to wedge it. */
function readMonitor(connection: mongoose.Connection) {
  const topology: unknown = Reflect.get(connection.getClient(), 'topology');
  const servers: unknown = Reflect.get(Reflect.get(Object(topology), 's'), 'servers');
  const [server] = servers instanceof Map ? [...servers.values()] : [];
  return {
    server: Object(server),
    monitor: Object(Reflect.get(Object(server), 'monitor')),
  };
}

describe('watchMongoMonitor on a real connection', () => {
  it('gets queries answered again within seconds after the driver monitor wedges', async () => {
    const connection = await mongoose
      .createConnection(process.env.MONGODB_URI ?? '', {
        dbName: `server_kit_monitor_${randomUUID().slice(0, 8)}`,
        serverSelectionTimeoutMS: 1000,
        heartbeatFrequencyMS: 500,
      })
      .asPromise();
    const stop = watchMongoMonitor(connection.getClient(), logger, {
      stalledCheckMs: 1500,
      intervalMs: 200,
    });
    try {
      const notes = connection.model('Note', new Schema({ text: String }));
      await notes.create({ text: 'written before' });
      // The race, made certain: the monitor's socket is gone (the server closed it) but its
      // connection has not heard yet, and a check starts then; an application error marks the
      // server Unknown, as the failed queries of an outage do.
      await new Promise((resolve) => setTimeout(resolve, 600));
      const { server, monitor } = readMonitor(connection);
      Reflect.get(Object(monitor.connection), 'socket').destroy();
      monitor.monitorId._executeAndReschedule();
      const ServerDescription = server.description.constructor;
      server.emit(
        'descriptionReceived',
        new ServerDescription(server.description.hostAddress, undefined, {
          error: new mongoose.mongo.MongoNetworkError('connection closed'),
        }),
      );
      await expect(notes.findOne()).rejects.toMatchObject({ name: 'MongoServerSelectionError' });

      const startedAt = Date.now();
      let texts: unknown[] = [];
      while (texts.length === 0 && Date.now() - startedAt < 8000) {
        texts = await notes
          .find()
          .lean()
          .then(
            (found) => found.map((note) => note.text),
            () => [],
          );
      }
      expect(texts).toEqual(['written before']);
      expect(connection.readyState).toBe(mongoose.ConnectionStates.connected);
    } finally {
      stop();
      await connection.dropDatabase();
      await connection.close();
    }
  });
});
