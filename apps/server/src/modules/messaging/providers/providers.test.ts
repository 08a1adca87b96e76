import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeHttpServer, startFakeHttpServer } from "../../../testing/fakeHttpServer.js";
import { PermanentSendError, RetryableSendError } from "../sendErrors.js";
import { createFonnteProvider } from "./fonnteProvider.js";
import { createLogProvider } from "./logProvider.js";
import { createMetaCloudProvider } from "./metaCloudProvider.js";
import { maskPhone, type OutgoingWhatsApp } from "./whatsAppProvider.js";

const message: OutgoingWhatsApp = {
  id: 7,
  to: "+6281234567890",
  body: "Halo, pantau armada Anda: https://armada.test/fleet/live-track/abc",
  templateName: null,
  templateParams: null,
  idempotencyKey: "k-7",
};

let fake: FakeHttpServer;
beforeAll(async () => {
  fake = await startFakeHttpServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.fallback = { status: 200, body: {} };
});

describe("maskPhone", () => {
  it("keeps only the last 4 digits", () => {
    expect(maskPhone("+6281234567890")).toBe("+62*******7890");
    expect(maskPhone("+6281234567890")).not.toContain("812345");
  });
});

describe("log provider", () => {
  it("marks sent and logs the number masked", async () => {
    const lines: unknown[] = [];
    const provider = createLogProvider({ info: (...args: unknown[]) => lines.push(args) } as never);
    const { providerMessageId } = await provider.send(message);
    expect(providerMessageId).toMatch(/^log-/);
    expect(JSON.stringify(lines)).toContain("7890");
    expect(JSON.stringify(lines)).not.toContain("81234567890");
  });
});

describe("meta-cloud provider", () => {
  const provider = (template?: string, timeoutMs = 10_000) =>
    createMetaCloudProvider({
      token: "secret-token",
      phoneNumberId: "1234567",
      apiVersion: "v21.0",
      baseUrl: fake.url,
      defaultTemplate: template,
      timeoutMs,
    });

  it("posts a template message with Indonesian language and body parameters", async () => {
    fake.reply({ status: 200, body: { messages: [{ id: "wamid.ABC" }] } });
    const result = await provider().send({
      ...message,
      templateName: "tracking_link",
      templateParams: ["Budi", "https://x"],
    });
    expect(result).toEqual({ providerMessageId: "wamid.ABC" });
    const [request] = fake.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v21.0/1234567/messages");
    expect(request?.headers.authorization).toBe("Bearer secret-token");
    expect(JSON.parse(request?.body ?? "")).toEqual({
      messaging_product: "whatsapp",
      to: "6281234567890",
      type: "template",
      template: {
        name: "tracking_link",
        language: { code: "id" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Budi" },
              { type: "text", text: "https://x" },
            ],
          },
        ],
      },
    });
  });

  it("uses the configured template with the body as its parameter", async () => {
    fake.reply({ status: 200, body: { messages: [{ id: "wamid.T" }] } });
    await provider("armada_notice").send(message);
    const body = JSON.parse(fake.requests[0]?.body ?? "");
    expect(body.template.name).toBe("armada_notice");
    expect(body.template.components[0].parameters).toEqual([{ type: "text", text: message.body }]);
  });

  it("falls back to a text message without any template", async () => {
    fake.reply({ status: 200, body: { messages: [{ id: "wamid.X" }] } });
    await provider().send(message);
    expect(JSON.parse(fake.requests[0]?.body ?? "")).toEqual({
      messaging_product: "whatsapp",
      to: "6281234567890",
      type: "text",
      text: { body: message.body },
    });
  });

  it.each([
    [500, { error: { code: 1, message: "server" } }],
    [429, { error: { code: 4, message: "too many" } }],
    [400, { error: { code: 130429, message: "rate limit hit" } }],
    [400, { error: { code: 131048, message: "spam rate limit" } }],
    [400, { error: { code: 131056, message: "pair rate limit" } }],
    [503, undefined],
  ])("retries on %i %j", async (status, body) => {
    fake.reply({ status, body });
    await expect(provider().send(message)).rejects.toBeInstanceOf(RetryableSendError);
  });

  it.each([
    [400, 131026],
    [400, 131030],
    [400, 100],
    [401, 190],
  ])("fails permanently on %i code %i", async (status, code) => {
    fake.reply({ status, body: { error: { code, message: "invalid" } } });
    const error = await provider()
      .send(message)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PermanentSendError);
    expect((error as Error).message).toContain(String(code));
    expect((error as Error).message).not.toContain("secret-token");
  });

  it("treats a timeout as retryable", async () => {
    fake.reply({ status: 200, body: {}, delayMs: 3_000 });
    await expect(provider(undefined, 200).send(message)).rejects.toBeInstanceOf(RetryableSendError);
  });

  it("treats a refused connection as retryable", async () => {
    const closed = createMetaCloudProvider({
      token: "t",
      phoneNumberId: "1",
      apiVersion: "v21.0",
      baseUrl: "http://127.0.0.1:1",
    });
    await expect(closed.send(message)).rejects.toBeInstanceOf(RetryableSendError);
  });
});

describe("fonnte provider", () => {
  const provider = () =>
    createFonnteProvider({ token: "fonnte-token", baseUrl: fake.url, timeoutMs: 10_000 });

  it("posts target without + and the message, with the token as Authorization", async () => {
    fake.reply({
      status: 200,
      body: { status: true, id: ["80367170"], detail: "success! message in queue" },
    });
    expect(await provider().send(message)).toEqual({ providerMessageId: "80367170" });
    const [request] = fake.requests;
    expect(request?.path).toBe("/send");
    expect(request?.headers.authorization).toBe("fonnte-token");
    const form = new URLSearchParams(request?.body);
    expect(form.get("target")).toBe("6281234567890");
    expect(form.get("message")).toBe(message.body);
  });

  it("fails permanently on status false with a reason", async () => {
    fake.reply({ status: 200, body: { status: false, reason: "invalid target" } });
    const error = await provider()
      .send(message)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PermanentSendError);
    expect((error as Error).message).toContain("invalid target");
  });

  it("retries when the reason speaks of a rate limit, and on 5xx/429", async () => {
    fake.reply(
      { status: 200, body: { status: false, reason: "rate limit exceeded" } },
      { status: 500, body: {} },
      { status: 429, body: {} },
    );
    for (let i = 0; i < 3; i += 1) {
      await expect(provider().send(message)).rejects.toBeInstanceOf(RetryableSendError);
    }
  });
});
