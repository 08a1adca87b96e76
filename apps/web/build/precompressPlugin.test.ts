import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompressPlugin";

describe("precompressDirectory", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "precompress-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes Brotli and gzip files that decompress to the same bytes, HTML and nested assets included", async () => {
    const script = Buffer.from(
      `export const names = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `v${i}`))};`,
    );
    const html = Buffer.from(
      `<!doctype html><html><head><title>Armada</title></head><body>${"<p>x</p>".repeat(50)}</body></html>`,
    );
    await writeFile(join(dir, "index.html"), html);
    await mkdir(join(dir, "assets"));
    await writeFile(join(dir, "assets", "main-abc.js"), script);

    await precompressDirectory(dir);

    expect(brotliDecompressSync(await readFile(join(dir, "index.html.br")))).toEqual(html);
    expect(gunzipSync(await readFile(join(dir, "index.html.gz")))).toEqual(html);
    expect(brotliDecompressSync(await readFile(join(dir, "assets", "main-abc.js.br")))).toEqual(script);
    expect(gunzipSync(await readFile(join(dir, "assets", "main-abc.js.gz")))).toEqual(script);
  });

  it("leaves already-compressed formats and files that would not shrink alone", async () => {
    await writeFile(join(dir, "font.woff2"), Buffer.alloc(4096, 7));
    await writeFile(join(dir, "tiny.svg"), "<svg/>");

    await precompressDirectory(dir);

    await expect(readFile(join(dir, "font.woff2.br"))).rejects.toThrow();
    await expect(readFile(join(dir, "tiny.svg.br"))).rejects.toThrow();
    await expect(readFile(join(dir, "tiny.svg.gz"))).rejects.toThrow();
  });
});
