import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityPlugin } from "./securityPlugin.js";
import { webApp } from "./webApp.js";

/** A built web app as the web build writes it: each text file beside its .br and .gz copies. */
const FILES: Record<string, string> = {
  "index.html": `<!doctype html><html><head><title>Armada</title></head><body>${"<div></div>".repeat(40)}</body></html>`,
  "live-track.html": `<!doctype html><html><head><title>Pelacakan</title></head><body>${"<p></p>".repeat(40)}</body></html>`,
  "assets/main-Ab12.js": `export const vehicles = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `B ${i} XY`))};`,
  "brand/logo.svg": `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(30)}</svg>`,
};

describe("webApp", () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), "web-dist-"));
    for (const [name, text] of Object.entries(FILES)) {
      const path = join(dist, name);
      await mkdir(join(path, ".."), { recursive: true });
      await writeFile(path, text);
      await writeFile(`${path}.br`, brotliCompressSync(text));
      await writeFile(`${path}.gz`, gzipSync(text));
    }
    app = Fastify();
    await app.register(securityPlugin);
    await app.register(webApp, { distDir: dist });
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

  it("sends the Brotli copy of a hashed asset when accepted, the same bytes once decompressed, cached for good", async () => {
    const response = await get("/assets/main-Ab12.js", "gzip, deflate, br");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(FILES["assets/main-Ab12.js"]);
  });

  it("sends gzip to a client without Brotli and the plain file to one accepting neither", async () => {
    const gzipped = await get("/assets/main-Ab12.js", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(FILES["assets/main-Ab12.js"]);

    const plain = await get("/assets/main-Ab12.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(FILES["assets/main-Ab12.js"]);
  });

  it("sends the operator app's HTML compressed for client routes and has it revalidated", async () => {
    const response = await get("/dashboard", "br");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(FILES["index.html"]);
  });

  it("never lets a cache keep the public live-track page's HTML", async () => {
    const response = await get("/fleet/live-track/Zx9token", "gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(gunzipSync(response.rawPayload).toString()).toBe(FILES["live-track.html"]);
  });

  it("has the browser preload a public link's snapshot with its page, by the address the page fetches it at", async () => {
    const response = await get("/fleet/live-track/12?c=ck1abcdef&shToken=Ab3defgh", "gzip");
    expect(response.headers.link).toBe(
      "</api/public/live-track/12?shToken=Ab3defgh&c=ck1abcdef>; rel=preload; as=fetch; crossorigin=anonymous",
    );
    expect((await get("/fleet/live-track/12")).headers.link).toBeUndefined();
    expect((await get("/dashboard?shToken=Ab3defgh")).headers.link).toBeUndefined();
  });

  it("sends a hashed script or stylesheet without the headers only documents act on, and the HTML with them", async () => {
    const asScript = await app.inject({
      method: "GET",
      url: "/assets/main-Ab12.js",
      headers: { "accept-encoding": "br", "sec-fetch-dest": "script" },
    });
    expect(asScript.headers["content-security-policy"]).toBeUndefined();
    expect(asScript.headers["x-frame-options"]).toBeUndefined();
    expect(asScript.headers.etag).toBeUndefined();
    expect(asScript.headers["x-content-type-options"]).toBe("nosniff");
    expect(asScript.headers["cross-origin-resource-policy"]).toBe("same-origin");
    const headerBytes = Object.entries(asScript.headers).reduce(
      (total, [name, value]) => total + name.length + String(value).length + 4,
      0,
    );
    expect(headerBytes).toBeLessThan(450);

    // a worker's script runs under its own response's policy; an old browser says nothing of the destination
    for (const headers of [{ "sec-fetch-dest": "worker" }, {}]) {
      const response = await app.inject({ method: "GET", url: "/assets/main-Ab12.js", headers });
      expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    }
    const page = await app.inject({
      method: "GET",
      url: "/dashboard",
      headers: { "sec-fetch-dest": "document" },
    });
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("keeps unhashed public files for an hour", async () => {
    const response = await get("/brand/logo.svg", "br");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/image\/svg\+xml/);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });
});
