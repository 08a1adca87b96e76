import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  verifyWebhookSignature,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookEnvelope,
} from "@armada/domain";
import { hmacSha256Hex } from "../webhookWorker.js";

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

/** Every delivery to `path` the receiver answered 200, as envelopes; a wrong signature or event id header throws. */
export function signedEnvelopes(received: readonly Received[], path: string, secret: string) {
  return received
    .filter((got) => got.path === path && got.status === 200)
    .map((got) => {
      const signature = String(got.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]);
      const now = Math.floor(Date.now() / 1000);
      if (!verifyWebhookSignature(hmacSha256Hex, secret, signature, got.body, now))
        throw new Error(`wrong signature on ${got.body}`);
      const envelope = JSON.parse(got.body) as WebhookEnvelope;
      if (got.headers[WEBHOOK_EVENT_ID_HEADER.toLowerCase()] !== envelope.id)
        throw new Error(`event id header not ${envelope.id}`);
      return envelope;
    });
}
