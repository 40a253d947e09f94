import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a fake server received. */
export interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/** What a fake answers: status and JSON body, optionally after a delay. */
export interface FakeAnswer {
  status: number;
  body: unknown;
  delayMs?: number;
}

/** A local HTTP server standing in for another service or the LLM provider in tests. */
export interface FakeHttpServer {
  url: string;
  received: ReceivedRequest[];
  /** Replaces how the server answers. */
  answerWith: (answer: (request: ReceivedRequest) => FakeAnswer) => void;
  close: () => Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk));
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : null;
}

/** Starts a fake on a free loopback port; it records every request. */
export async function startFakeHttpServer(
  initial: (request: ReceivedRequest) => FakeAnswer,
): Promise<FakeHttpServer> {
  let answer = initial;
  const received: ReceivedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const request: ReceivedRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        authorization: req.headers.authorization,
        body: await readBody(req),
      };
      received.push(request);
      const reply = answer(request);
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (res.destroyed) return;
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerWith: (next) => {
      answer = next;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
