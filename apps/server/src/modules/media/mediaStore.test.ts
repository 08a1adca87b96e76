import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMediaStore, type MediaStore } from "./mediaStore.js";
import { createS3MediaStore, type S3Settings } from "./s3MediaStore.js";
import { startS3rverBucket } from "./testing/s3rverBucket.js";

const BUCKET = "armada-clips";
const bytes = async (stream: Readable) => Buffer.concat(await stream.toArray());

let dataDir = "";
let s3Dir = "";
let s3: Awaited<ReturnType<typeof startS3rverBucket>> | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "armada-media-store-"));
  s3Dir = await mkdtemp(join(tmpdir(), "armada-s3rver-"));
  s3 = await startS3rverBucket(s3Dir, BUCKET);
});

afterAll(async () => {
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(s3Dir, { recursive: true, force: true });
});

const stores: [string, () => MediaStore][] = [
  ["files under DATA_DIR", () => createMediaStore(dataDir)],
  ["S3-compatible storage (s3rver)", () => createS3MediaStore(dataDir, s3?.settings as S3Settings)],
];

describe.each(stores)("media store: %s", (_name, makeStore) => {
  it("keeps an upload under the company and request, removes the upload, and reads it whole or by range", async () => {
    const store = makeStore();
    const requestId = Math.floor(Math.random() * 1e9);
    const folder = store.incomingFolder(`m${requestId}`);
    await mkdir(join(folder, "CH03"), { recursive: true });
    const uploaded = join(folder, "CH03", "clip.MP4");
    const content = Buffer.from(Array.from({ length: 5000 }, (_, index) => index % 251));
    await writeFile(uploaded, content);

    const key = await store.keep(uploaded, 7, requestId);
    expect(key).toBe(`7/${requestId}.mp4`);
    await expect(stat(uploaded)).rejects.toThrow();
    const clip = await store.clip(key);
    expect(clip?.size).toBe(content.length);
    expect(await bytes(await (clip as NonNullable<typeof clip>).read())).toEqual(content);
    expect(await bytes(await (clip as NonNullable<typeof clip>).read({ start: 100, end: 199 }))).toEqual(
      content.subarray(100, 200),
    );

    await store.forgetIncoming(`m${requestId}`);
    await expect(stat(folder)).rejects.toThrow();
  });

  it("answers null for a key it does not hold", async () => {
    expect(await makeStore().clip("7/404.mp4")).toBeNull();
  });
});

describe("S3 media store", () => {
  it("writes objects under the prefix, not to DATA_DIR/media", async () => {
    const store = stores[1]?.[1]();
    if (!store) throw new Error("no S3 store");
    const folder = store.incomingFolder("mprefix");
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, "a.h264"), "h264");
    const key = await store.keep(join(folder, "a.h264"), 9, 1);
    await expect(stat(join(dataDir, "media", key))).rejects.toThrow();
    expect(await readFile(join(s3Dir, BUCKET, "media", "9", "1.h264._S3rver_object"), "utf8")).toBe("h264");
  });
});
