import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/** A receiver whose answer per path the test sets; it records every request and its answer. */
export async function startReceiver() {
  const received: Received[] = [];
  const answers = new Map<string, number[] | number>();
  const server: Server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      const path = request.url ?? "/";
      const planned = answers.get(path) ?? 200;
      const status = Array.isArray(planned) ? (planned.shift() ?? 200) : planned;
      received.push({ path, headers: request.headers, body, status });
      response.writeHead(status, { "content-type": "text/plain" });
      response.end(status < 300 ? "ok".repeat(300) : "receiver error");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    /** answers for `path`: one status always, or these in turn then 200 */
    answer(path: string, statuses: number | number[]) {
      answers.set(path, statuses);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits for a condition, polling; fails after `timeoutMs`. */
export async function until<T>(
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
