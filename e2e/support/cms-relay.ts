import net from 'net';

/**
 * A TCP relay to the CMS that a test controls: it forwards, freezes (accepts connections and never
 * answers: a CMS stuck, not down) or stops listening (connections refused), and listens again on
 * the same port. The site under test reaches the CMS through it (its CMS_URL), so a test can take
 * the CMS away from one site instance without stopping the CMS the other tests use.
 */
export function cmsRelay(target: URL) {
  let mode: 'forward' | 'freeze' = 'forward';
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (mode === 'freeze') return; // read nothing, answer nothing
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  let port = 0;
  const listen = (wanted = 0) =>
    new Promise<void>((resolve) =>
      server.listen(wanted, '127.0.0.1', () => ((port = (server.address() as net.AddressInfo).port), resolve())),
    );
  const closeAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    listen,
    url: () => `http://127.0.0.1:${port}`,
    /** Every connection dropped, and new ones accepted but never answered. */
    freeze: () => ((mode = 'freeze'), closeAll()),
    forward: () => (mode = 'forward'),
    /** Stops listening: connections are refused. */
    stop: () => new Promise<void>((resolve) => (closeAll(), server.close(() => resolve()))),
    /** Listens again on the same port. */
    restart: () => listen(port),
  };
}
