import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { Client } from "basic-ftp";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFtpReceiver, type FtpReceiver } from "./ftpReceiver.js";

describe("FTP receiver", () => {
  let base: string;
  let receiver: FtpReceiver;
  let port: number;
  const uploads: [string, number][] = [];
  const clients: Client[] = [];

  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), "armada-ftp-"));
    receiver = createFtpReceiver({
      host: "127.0.0.1",
      port: 0,
      maxFileBytes: 1024,
      logger: pino({ level: "silent" }),
      authorize: async (username, password) =>
        username === "one" && password === "secret"
          ? { folder: join(base, "one"), uploaded: (path, size) => uploads.push([path, size]) }
          : null,
    });
    port = (await receiver.start()).port;
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await receiver.stop();
    await rm(base, { recursive: true, force: true });
  });

  async function login(user: string, password: string) {
    const client = new Client(5_000);
    clients.push(client);
    await client.access({ host: "127.0.0.1", port, user, password });
    return client;
  }

  it("takes an upload in the login's folder, sub-folders included", async () => {
    const client = await login("one", "secret");
    await client.ensureDir("/clips/ch3");
    await client.uploadFrom(Readable.from([Buffer.from("clip bytes")]), "a.mp4");
    await expect.poll(() => uploads.length).toBe(1);
    expect(uploads[0]).toEqual([join(base, "one", "clips", "ch3", "a.mp4"), 10]);
    expect(await readFile(join(base, "one", "clips", "ch3", "a.mp4"), "utf8")).toBe("clip bytes");
  });

  it("refuses a wrong password", async () => {
    await expect(login("one", "wrong")).rejects.toThrow(/530/);
  });

  it("refuses paths outside the folder, reading, deleting and files over the limit", async () => {
    const client = await login("one", "secret");
    await expect(client.uploadFrom(Readable.from([Buffer.from("x")]), "../../escape.mp4")).rejects.toThrow();
    await expect(client.cd("/../..")).rejects.toThrow();
    expect(await readdir(base)).toEqual(["one"]);
    await expect(client.downloadTo(join(base, "copy"), "/clips/ch3/a.mp4")).rejects.toThrow();
    await expect(client.remove("/clips/ch3/a.mp4")).rejects.toThrow();
    await expect(client.uploadFrom(Readable.from([Buffer.alloc(4096)]), "/big.mp4")).rejects.toThrow();
  });

  it("refuses to write past the start of a file (REST, APPE): no sparse file beyond the limit", async () => {
    const client = await login("one", "secret");
    await expect(client.send("REST 5000000000")).rejects.toThrow(/502/);
    await expect(client.appendFrom(Readable.from([Buffer.alloc(600)]), "/grow.mp4")).rejects.toThrow(/502/);
    await client.uploadFrom(Readable.from([Buffer.from("sparse")]), "/sparse.mp4");
    await expect.poll(() => uploads.at(-1)?.[0]).toBe(join(base, "one", "sparse.mp4"));
    expect(uploads.at(-1)?.[1]).toBe(6);
    expect(uploads.every(([, size]) => size <= 1024)).toBe(true);
  });
});
