import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

/** A TCP proxy to `target` that can drop every connection and refuse new ones, then come back. */
export function tcpProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  return {
    get port() {
      return port;
    },
    open: () =>
      new Promise<void>((resolve) => {
        server = createServer((client) => {
          const upstream = tcpConnect(Number(target.port || 5432), target.hostname);
          track(client);
          track(upstream);
          client.pipe(upstream).on('close', () => client.destroy());
          upstream.pipe(client).on('close', () => upstream.destroy());
          client.on('close', () => upstream.destroy());
          upstream.on('close', () => client.destroy());
        });
        server.listen(port, '127.0.0.1', () => {
          const address = server?.address();
          if (address && typeof address === 'object') port = address.port;
          resolve();
        });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (server) server.close(() => resolve());
        else resolve();
      }),
  };
}
