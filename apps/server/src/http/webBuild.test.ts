import { mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webApp } from "./webApp.js";
import { buildIdIn } from "./webBuild.js";

const page = (build: string) =>
  `<!doctype html><html><head><meta name="armada-build" content="${build}"><meta name="viewport" content="x">` +
  `<script type="module" crossorigin src="/assets/index-Ab12.js"></script></head><body></body></html>`;

describe("the web build an open tab compares itself with", () => {
  it("is the build id that the web build writes into index.html, none in a page without one", () => {
    expect(buildIdIn(page("3f2a9c0d1e4b5a69"))).toBe("3f2a9c0d1e4b5a69");
    expect(
      buildIdIn(`<meta name="viewport" content="width=device-width"><script src="/a.js"></script>`),
    ).toBeNull();
  });

  describe("GET /api/web-build", () => {
    let dist: string;
    let app: FastifyInstance;
    beforeAll(async () => {
      dist = await mkdtemp(join(tmpdir(), "web-build-"));
      await writeFile(join(dist, "index.html"), page("3f2a9c0d1e4b5a69"));
      app = Fastify();
      await app.register(webApp, { distDir: dist });
    });
    afterAll(async () => {
      await app.close();
      await rm(dist, { recursive: true, force: true });
    });

    const build = () => app.inject({ method: "GET", url: "/api/web-build" });

    it("names the served build, never from a cache, and the new one after a deploy in place", async () => {
      const before = await build();
      expect(before.statusCode).toBe(200);
      expect(before.headers["cache-control"]).toBe("no-store");
      expect(before.json()).toEqual({ build: "3f2a9c0d1e4b5a69" });

      const path = join(dist, "index.html");
      await writeFile(path, page("77aa00bb11cc22dd"));
      // same size as before: the reader must notice the change by its time as well
      const later = new Date(Date.now() + 5_000);
      await utimes(path, later, later);
      expect((await build()).json()).toEqual({ build: "77aa00bb11cc22dd" });
    });
  });
});
