import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** milliseconds before answering (timeouts) */
  delayMs?: number;
}

export interface FakeHttpServer {
  url: string;
  requests: RecordedRequest[];
  /** Answers for the next requests, in order; after the last one, `fallback` answers. */
  reply(...replies: FakeReply[]): void;
  fallback: FakeReply;
  close(): Promise<void>;
}

/** A local HTTP server on a free port that records requests and answers with scripted replies (provider contract tests). */
export async function startFakeHttpServer(): Promise<FakeHttpServer> {
  const queue: FakeReply[] = [];
  const fake: Omit<FakeHttpServer, "url"> & { url: string } = {
    url: "",
    requests: [],
    fallback: { status: 200, body: {} },
    reply: (...replies) => {
      queue.push(...replies);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      fake.requests.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const reply = queue.shift() ?? fake.fallback;
      const answer = () => {
        if (response.destroyed) return;
        response.writeHead(reply.status ?? 200, { "content-type": "application/json", ...reply.headers });
        response.end(reply.body === undefined ? "" : JSON.stringify(reply.body));
      };
      if (reply.delayMs) setTimeout(answer, reply.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.closeAllConnections?.();
  const close = fake.close;
  fake.close = async () => {
    server.closeAllConnections();
    await close();
  };
  return fake;
}
