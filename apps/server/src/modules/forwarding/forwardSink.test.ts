import type { FastifyBaseLogger } from "fastify";
import { pino } from "pino";
import { describe, expect, it, vi } from "vitest";
import { createForwardSink, type Link, type Outgoing, type Transport } from "./forwardSink.js";

const quiet = pino({ level: "silent" });

const message = (index: number): Outgoing => ({
  route: ["positions", "1", String(index)],
  type: "position",
  key: `1.${index}`,
  body: `${index}`,
});

/** A transport whose connections the test opens, refuses, fills and breaks by hand. */
function fakeTransport(maxInFlight = 2) {
  let refuse = true;
  let events: { lost(error?: Error): void; ready(): void } | null = null;
  const published: { body: string; done: (error?: Error) => void }[] = [];
  let full = false;
  let opens = 0;
  const transport: Transport = {
    name: "amqp",
    url: "amqp://user:secret@broker.example:5672",
    maxInFlight,
    async open(handlers) {
      opens++;
      if (refuse) throw new Error("ECONNREFUSED");
      events = handlers;
      const link: Link = {
        publish(outgoing, done) {
          published.push({ body: outgoing.body, done });
          return !full;
        },
        close: async () => {},
      };
      return link;
    },
  };
  return {
    transport,
    published,
    opens: () => opens,
    accept() {
      refuse = false;
    },
    refuse() {
      refuse = true;
    },
    setFull(value: boolean) {
      full = value;
      if (!value) events?.ready();
    },
    breakLink() {
      events?.lost(new Error("socket closed"));
    },
  };
}

function recordingLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  const at =
    (level: string) =>
    (details: object, text = "") =>
      lines.push({ level, details, message: text });
  const log: FastifyBaseLogger = Object.assign(pino({ level: "silent" }), {
    info: at("info"),
    warn: at("warn"),
  });
  log.child = () => log;
  return { log, lines };
}

describe("a forward sink", () => {
  it("buffers while the broker refuses, drops the oldest beyond its size, then sends the newest in order", async () => {
    const fake = fakeTransport(10);
    const { log, lines } = recordingLog();
    const sink = createForwardSink(fake.transport, { bufferSize: 3, log, backoff: { baseMs: 1, maxMs: 5 } });
    sink.start();
    await vi.waitFor(() => expect(fake.opens()).toBeGreaterThanOrEqual(3));
    for (let index = 1; index <= 5; index++) sink.enqueue(message(index));
    expect(sink.metrics()).toMatchObject({ connected: false, buffered: 3, dropped: 2, sent: 0 });
    fake.accept();
    await vi.waitFor(() => expect(sink.state()).toBe("connected"));
    expect(fake.published.map((entry) => entry.body)).toEqual(["3", "4", "5"]);
    for (const entry of fake.published) entry.done();
    expect(sink.metrics()).toMatchObject({ connected: true, buffered: 0, sent: 3, dropped: 2, failed: 0 });
    // one line per state change, however many attempts and drops; never the password
    const messages = lines.map((line) => line.message);
    expect(messages.filter((text) => text.includes("unavailable"))).toHaveLength(1);
    expect(messages.filter((text) => text.includes("dropping"))).toHaveLength(1);
    expect(messages.filter((text) => text.includes("connected"))).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain("secret");
    await sink.stop();
  });

  it("keeps at most maxInFlight unacknowledged, waits for drain, and counts what a lost link had in flight", async () => {
    const fake = fakeTransport(2);
    fake.accept();
    const sink = createForwardSink(fake.transport, {
      bufferSize: 100,
      log: quiet,
      backoff: { baseMs: 1, maxMs: 5 },
    });
    sink.start();
    await vi.waitFor(() => expect(sink.state()).toBe("connected"));
    for (let index = 1; index <= 6; index++) sink.enqueue(message(index));
    expect(fake.published).toHaveLength(2);
    expect(sink.metrics()).toMatchObject({ inFlight: 2, buffered: 4 });
    fake.published[0]?.done();
    expect(fake.published).toHaveLength(3);

    // the client's buffer is full: nothing more until drain, whatever the acknowledgements
    fake.setFull(true);
    fake.published[1]?.done();
    expect(fake.published).toHaveLength(4);
    fake.published[2]?.done();
    expect(fake.published).toHaveLength(4);
    fake.setFull(false);
    expect(fake.published).toHaveLength(5); // 4 and 5 in flight

    // the connection goes with two in flight: they count as failed, the sink reconnects
    fake.breakLink();
    expect(sink.metrics()).toMatchObject({ connected: false, inFlight: 0, failed: 2, sent: 3 });
    fake.published[4]?.done(); // a late callback of the dead link counts nothing
    expect(sink.metrics().sent).toBe(3);
    await vi.waitFor(() => expect(sink.state()).toBe("connected"));
    expect(sink.metrics().reconnects).toBe(1);
    expect(fake.published.at(-1)?.body).toBe("6");
    await sink.stop();
  });

  it("takes messages without waiting or throwing however the broker behaves", async () => {
    const fake = fakeTransport(1);
    const sink = createForwardSink(fake.transport, { bufferSize: 1_000, log: quiet });
    sink.start();
    const started = performance.now();
    for (let index = 0; index < 100_000; index++) sink.enqueue(message(index));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(sink.metrics()).toMatchObject({ buffered: 1_000, dropped: 99_000 });
    await sink.stop();
  });
});
