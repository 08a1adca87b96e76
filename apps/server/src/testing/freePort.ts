import { createServer } from "node:net";

/**
 * Ports below Linux's ephemeral range (32768–60999 by default): a port the kernel hands out for `listen(0)` is also
 * one it hands out as the local end of any outbound connection, so between this check and the child's own listen
 * (its migrations take a while, a restart after kill -9 binds the same ports again) a parallel test's database
 * connection could take it, and the child would exit with EADDRINUSE.
 */
const FIRST_PORT = 20_000;
const PORTS = 12_000;

const bindable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });

/** A TCP port free on 127.0.0.1 right now, for a child server process that needs to be told its ports. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = FIRST_PORT + Math.floor(Math.random() * PORTS);
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port between ${FIRST_PORT} and ${FIRST_PORT + PORTS - 1}`);
}
