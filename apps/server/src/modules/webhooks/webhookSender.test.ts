import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebhookSender } from "./webhookSender.js";

/*
 * The sender's own guards: the SSRF check at send time (a name resolving to a private or loopback address is refused
 * by the connection's lookup), the request timeout, and the short excerpt of the answer.
 */
describe("webhook sender", () => {
  let server: Server;
  let base = "";
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === "/slow") return; // never answers
      response.writeHead(200, { "content-type": "text/plain" });
      response.end("x".repeat(10_000));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const request = (url: string) => ({ url, body: "{}", headers: {} });

  it("refuses a name that resolves to a private, link-local or loopback address when connecting", async () => {
    for (const address of ["10.0.0.5", "169.254.169.254", "127.0.0.1", "::1"]) {
      const send = createWebhookSender({
        allowLocalHttp: false,
        resolve: async () => [{ address, family: address.includes(":") ? 6 : 4 }],
      });
      const answer = await send(request("https://hooks.example.com/armada"));
      expect(answer.kind, address).toBe("refused");
    }
  });

  it("refuses local HTTP unless configured, and a private address written in the URL", async () => {
    const strict = createWebhookSender({ allowLocalHttp: false });
    expect((await strict(request(`${base}/ok`))).kind).toBe("refused");
    expect((await strict(request("https://192.168.1.10/x"))).kind).toBe("refused");
    const local = createWebhookSender({ allowLocalHttp: true });
    expect((await local(request("http://10.0.0.5/x"))).kind).toBe("refused");
  });

  it("keeps only the first characters of the answer", async () => {
    const send = createWebhookSender({ allowLocalHttp: true });
    const answer = await send(request(`${base}/ok`));
    expect(answer).toMatchObject({ kind: "answered", status: 200 });
    expect(answer.kind === "answered" ? answer.excerpt.length : -1).toBe(200);
  });

  it("gives up a request after its timeout", async () => {
    const send = createWebhookSender({ allowLocalHttp: true, timeoutMs: 200 });
    const answer = await send(request(`${base}/slow`));
    expect(answer.kind).toBe("network");
    expect(answer.kind === "network" ? answer.reason : "").toContain("no answer within 200 ms");
  });
});
