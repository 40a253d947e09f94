// Runs inside a rehearsal namespace (scripts/lib/rehearsal/namespaces.mjs, openForwarders): accepts
// connections on the listening sockets it inherits as fds 3, 4, … and connects each to its target
// (`host:port`, one argument per fd) from this namespace.
import net from 'node:net';

process.argv.slice(2).forEach((target, index) => {
  const separator = target.lastIndexOf(':');
  const host = target.slice(0, separator);
  const port = Number(target.slice(separator + 1));
  net
    .createServer((client) => {
      const upstream = net.connect({ host, port });
      const close = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', close);
      upstream.on('error', close);
      client.on('close', close);
      upstream.on('close', close);
      client.pipe(upstream).pipe(client);
    })
    .listen({ fd: 3 + index });
});
