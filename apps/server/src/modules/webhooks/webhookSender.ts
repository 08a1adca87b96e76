import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import {
  WEBHOOK_REQUEST_TIMEOUT_MS,
  WEBHOOK_RESPONSE_EXCERPT_CHARS,
  webhookAddressAllowed,
  webhookUrlProblem,
} from "@armada/domain";

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

export type WebhookAnswer =
  | { kind: "answered"; status: number; excerpt: string; durationMs: number }
  | { kind: "refused"; reason: string; durationMs: number }
  | { kind: "network"; reason: string; durationMs: number };

export interface WebhookSenderOptions {
  allowLocalHttp: boolean;
  timeoutMs?: number;
  /** resolves a host's addresses (tests give names their own addresses) */
  resolve?: (hostname: string, options: { family?: number }) => Promise<LookupAddress[]>;
}

/**
 * Posts one delivery. The URL is checked again (it was at creation), and every address its name resolves to is
 * checked by the lookup the connection itself uses, so the address connected to is the one checked (a name that
 * resolves to a public address once and a private one the next cannot slip through). Only the first characters of
 * the answer are read.
 */
export function createWebhookSender({
  allowLocalHttp,
  timeoutMs = WEBHOOK_REQUEST_TIMEOUT_MS,
  resolve = (hostname, options) => lookup(hostname, { family: options.family ?? 0, all: true }),
}: WebhookSenderOptions) {
  const allowed = (address: string) => webhookAddressAllowed(address, { allowLocalHttp });
  const checkedLookup: LookupFunction = (hostname, options, callback) => {
    resolve(hostname, { family: typeof options.family === "number" ? options.family : 0 }).then(
      (addresses: LookupAddress[]) => {
        if (addresses.length === 0 || addresses.some(({ address }) => !allowed(address))) {
          callback(
            Object.assign(new Error(`${hostname} resolves to an address that is not allowed`), {
              code: "EREFUSED_ADDRESS",
            }),
            "",
            0,
          );
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]?.address ?? "", addresses[0]?.family ?? 4);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };

  return function send({ url, body, headers }: WebhookRequest): Promise<WebhookAnswer> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const problem = webhookUrlProblem(url, { allowLocalHttp });
    if (problem)
      return Promise.resolve({ kind: "refused", reason: `URL not allowed (${problem})`, durationMs: 0 });
    const target = new URL(url);
    const literal = target.hostname.replace(/^\[(.*)\]$/, "$1");
    if (/^[\d.]+$|:/.test(literal) && !allowed(literal))
      return Promise.resolve({ kind: "refused", reason: "address not allowed", durationMs: 0 });
    const request = target.protocol === "https:" ? httpsRequest : httpRequest;
    return new Promise((resolve) => {
      let settled = false;
      const finish = (answer: WebhookAnswer) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(answer);
      };
      const outgoing = request(
        target,
        {
          method: "POST",
          headers: {
            ...headers,
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
          },
          lookup: checkedLookup,
        },
        (response) => {
          let excerpt = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            if (excerpt.length < WEBHOOK_RESPONSE_EXCERPT_CHARS) excerpt += chunk;
            if (excerpt.length >= WEBHOOK_RESPONSE_EXCERPT_CHARS) response.destroy();
          });
          const done = () =>
            finish({
              kind: "answered",
              status: response.statusCode ?? 0,
              excerpt: excerpt.slice(0, WEBHOOK_RESPONSE_EXCERPT_CHARS),
              durationMs: elapsed(),
            });
          response.on("end", done);
          response.on("close", done);
          response.on("error", done);
        },
      );
      const timer = setTimeout(() => {
        outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      outgoing.on("error", (error: NodeJS.ErrnoException) =>
        finish(
          error.code === "EREFUSED_ADDRESS"
            ? { kind: "refused", reason: error.message, durationMs: elapsed() }
            : { kind: "network", reason: error.message, durationMs: elapsed() },
        ),
      );
      outgoing.end(body);
    });
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
