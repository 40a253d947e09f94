import { randomUUID } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpStatusByCode } from '../errors/http-status';
import { translateError } from '../errors/translate-error';
import { startTcpProxy, type TcpProxy } from '../testing/start-tcp-proxy';
import { connectMongo, isMongoConnected } from './connect-mongo';

let proxy: TcpProxy;
let connection: Connection;

// The connection goes through a relay the test can cut, as a database restart would.
beforeAll(async () => {
  proxy = await startTcpProxy(process.env.MONGODB_URI ?? '');
  connection = await connectMongo({
    uri: proxy.url,
    dbName: `server_kit_test_${randomUUID().slice(0, 8)}`,
    logger: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  if (!proxy) return;
  await proxy.restore().catch(() => undefined);
  await connection?.dropDatabase();
  await connection?.close();
  await proxy.close();
});

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

describe('connectMongo when the database goes away and comes back', () => {
  it('reports the loss and the return within seconds without a query, answers 503 meanwhile, and keeps what was written', async () => {
    const notes = connection.model('Note', new Schema({ text: String }));
    await notes.create({ text: 'written before' });

    await proxy.cut();
    // An idle connection learns of the loss from its heartbeat, which feeds /health.
    expect(await waitUntil(() => !isMongoConnected(connection), 5000)).toBe(true);
    const failure = await notes.findOne().then(
      () => null,
      (error: unknown) => error,
    );
    expect(translateError(failure, (code) => httpStatusByCode[code])).toMatchObject({
      status: 503,
      isUnexpected: false,
    });

    await proxy.restore();
    expect(await waitUntil(() => isMongoConnected(connection), 5000)).toBe(true);
    expect((await notes.find().lean()).map((note) => note.text)).toEqual(['written before']);
  });
});
