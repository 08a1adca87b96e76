import { existsSync } from "node:fs";
import { basename, join } from "node:path";
import { publicSnapshotPath, readPublicLinkParams } from "@armada/domain";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { AppError } from "./appError.js";
import { errorEnvelope } from "./envelope.js";
import { createWebBuildReader } from "./webBuild.js";

const API_PREFIXES = ["/api/", "/graphql", "/ws"];
/** The public live-track page has its own small HTML entry (no operator app code). */
const LIVE_TRACK_PREFIX = "/fleet/live-track/";
const LIVE_TRACK_PAGE = "live-track.html";

/**
 * Cache policy by file: hashed build assets never change; the public page's HTML is never stored (a revoked or
 * expired link must not come back from a cache); the operator app's HTML is revalidated on every load so a deploy
 * shows at once; the other public files (logo, icons, sounds) keep for an hour.
 */
export function cacheControlFor(path: string): string {
  const file = basename(path).replace(/\.(br|gz)$/, "");
  if (path.includes("/assets/")) return "public, max-age=31536000, immutable";
  if (file === LIVE_TRACK_PAGE) return "no-store";
  if (file.endsWith(".html")) return "no-cache";
  return "public, max-age=3600";
}

/**
 * Security headers that only act on a document or a worker's own script: a stylesheet, script, font or image
 * response ignores them. Sent with every hashed asset they cost about 700 bytes a request, some 60 KB on the
 * dashboard's first load on a phone; the HTML (and a worker script, by its `Sec-Fetch-Dest`) keeps them.
 */
const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "strict-transport-security",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
] as const;
/** Destinations that never run under the response's own policy. */
const SUBRESOURCE_DESTINATIONS = new Set([
  "script",
  "style",
  "font",
  "image",
  "audio",
  "video",
  "track",
  "manifest",
]);

/**
 * A hashed asset fetched as a subresource gets only the headers it acts on; an immutable file is never revalidated,
 * so it needs no validators either.
 */
function trimAssetHeaders(reply: FastifyReply) {
  const destination = reply.request.headers["sec-fetch-dest"];
  if (typeof destination !== "string" || !SUBRESOURCE_DESTINATIONS.has(destination)) return;
  for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
  reply.removeHeader("etag");
  reply.removeHeader("last-modified");
}

/**
 * Serves the built single-page app; unknown non-API paths get index.html so client routes load. The build writes
 * Brotli and gzip copies beside each text file (apps/web/build/precompressPlugin.ts); the one the request accepts is
 * sent as is, with `Vary: accept-encoding`.
 */
export async function webApp(app: FastifyInstance, options: { distDir: string }) {
  if (!existsSync(join(options.distDir, "index.html"))) {
    app.log.warn({ distDir: options.distDir }, "web app not built: run `make build` to serve the UI");
    return;
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header("cache-control", cacheControlFor(path));
      if (path.includes("/assets/")) trimAssetHeaders(reply);
    },
  });
  const currentBuild = createWebBuildReader(options.distDir);
  // open tabs ask now and then whether a newer build is deployed (the web's useUpdateAvailable)
  app.get("/api/web-build", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { build: currentBuild() };
  });
  const hasLiveTrackPage = existsSync(join(options.distDir, LIVE_TRACK_PAGE));
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (isApi || request.method !== "GET") {
      return reply.code(404).send(errorEnvelope(new AppError("NotFound", 404), request.language));
    }
    if (!request.url.startsWith(LIVE_TRACK_PREFIX) || !hasLiveTrackPage) return reply.sendFile("index.html");
    const preload = snapshotPreload(request.url);
    if (preload) reply.header("link", preload);
    return reply.sendFile(LIVE_TRACK_PAGE);
  });
}

/**
 * The public page's snapshot as a preload of its HTML: it downloads beside the page's scripts instead of after
 * them (one round trip and the scripts' download off the first view on a slow phone, docs/performance.md).
 */
export function snapshotPreload(url: string): string | null {
  const address = new URL(url, "http://page");
  const link = readPublicLinkParams(address.pathname, address.search);
  return link ? `<${publicSnapshotPath(link)}>; rel=preload; as=fetch; crossorigin=anonymous` : null;
}
