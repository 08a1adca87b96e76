import type { AddressInfo, Server } from "node:net";

/**
 * Listens on `host:port` (port 0: a free one) and answers the port listening. A port that is taken, or an address
 * this machine does not have, rejects with the listen error instead of leaving the caller waiting.
 */
export function listenTcp(server: Server, port: number, host = "0.0.0.0"): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen({ host, port }, () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}
