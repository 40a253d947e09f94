import net from 'node:net';

/** A TCP relay to a server (database, Redis) that a test can cut and restore on the same port. */
export interface TcpProxy {
  url: string;
  /** Refuses new connections and cuts the open ones, as a server that went away. */
  cut: () => Promise<void>;
  /** Accepts connections again on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Starts a relay on a free loopback port to `target` (`mongodb://host:port/`, `redis://host:port`);
 * `url` is the target's URL with the relay's address, for a client under test to connect through.
 */
export async function startTcpProxy(target: string): Promise<TcpProxy> {
  const { hostname, port: targetPort, protocol, pathname } = new URL(target);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(targetPort), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(0);
  const cut = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    url: `${protocol}//127.0.0.1:${port}${pathname}`,
    cut,
    restore: async () => {
      await listen(port);
    },
    close: async () => {
      if (server.listening) await cut();
    },
  };
}
