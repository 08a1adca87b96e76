import { promisify } from "node:util";
import { gzip, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { BASEMAP_LAYERS, type BasemapLayer, buildLayer } from "./basemapData.js";
import { buildBasemapStyle } from "./basemapStyle.js";
import type { PmtilesArchive } from "./pmtilesArchive.js";
import { buildPmtilesStyle } from "./pmtilesStyle.js";

const gzipAsync = promisify(gzip);

interface Cached {
  body: Buffer;
  gzip: Buffer;
}

const DAY = 86_400;

const acceptsGzip = (request: FastifyRequest) =>
  /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));

/**
 * The offline basemap: GET /api/basemap/style.json (a MapLibre style whose sources point back here) and
 * GET /api/basemap/{land|borders|provinces|cities}.geojson, built from Natural Earth and GeoNames data (npm
 * packages, and the province file in apps/server/assets) on first request, kept in memory plain and gzipped. With a PMTiles archive (PMTILES_PATH) the style is
 * the archive's full basemap and GET /api/basemap/tiles/{z}/{x}/{y}.{ext} serves its tiles. Public: the map
 * shows before any data does.
 */
export async function basemapRoutes(app: FastifyInstance, options: { pmtiles?: PmtilesArchive | undefined }) {
  const { pmtiles } = options;
  const cache = new Map<BasemapLayer, Cached>();

  function layerBody(layer: BasemapLayer): Cached {
    let cached = cache.get(layer);
    if (!cached) {
      const body = Buffer.from(JSON.stringify(buildLayer(layer)));
      cached = { body, gzip: gzipSync(body, { level: 9 }) };
      cache.set(layer, cached);
    }
    return cached;
  }

  function send(request: FastifyRequest, reply: FastifyReply, cached: Cached, type: string, maxAge: number) {
    reply
      .header("content-type", type)
      .header("cache-control", `public, max-age=${maxAge}`)
      .header("vary", "accept-encoding");
    if (acceptsGzip(request)) {
      return reply.header("content-encoding", "gzip").send(cached.gzip);
    }
    return reply.send(cached.body);
  }

  app.get("/api/basemap/style.json", async (request, reply) => {
    const baseUrl = `${request.protocol}://${request.host}`;
    const style = pmtiles ? buildPmtilesStyle(baseUrl, pmtiles) : buildBasemapStyle(baseUrl);
    const body = Buffer.from(JSON.stringify(style));
    return send(request, reply, { body, gzip: gzipSync(body) }, "application/json; charset=utf-8", 3600);
  });

  if (pmtiles) {
    const tileName = new RegExp(`^(\\d{1,7})${pmtiles.extension.replace(".", "\\.")}$`);
    app.get<{ Params: { z: string; x: string; y: string } }>(
      "/api/basemap/tiles/:z/:x/:y",
      async (request, reply) => {
        const { z, x, y } = request.params;
        const zoom = /^\d{1,2}$/.test(z) ? Number(z) : Number.NaN;
        const column = /^\d{1,7}$/.test(x) ? Number(x) : Number.NaN;
        const row = Number(tileName.exec(y)?.[1] ?? Number.NaN);
        const valid = zoom <= 26 && column < 2 ** zoom && row < 2 ** zoom;
        const tile = valid ? await pmtiles.tile(zoom, column, row) : undefined;
        if (!tile) {
          return reply
            .code(404)
            .send({ isSuccessful: false, errorName: "NotFound", message: "No such tile" });
        }
        reply
          .header("content-type", pmtiles.contentType)
          .header("cache-control", `public, max-age=${DAY}`)
          .header("vary", "accept-encoding");
        // Vector tiles compress well; PNG, JPEG and WebP are compressed already.
        if (pmtiles.extension === ".mvt" && acceptsGzip(request)) {
          return reply.header("content-encoding", "gzip").send(await gzipAsync(tile));
        }
        return reply.send(Buffer.from(tile.buffer, tile.byteOffset, tile.byteLength));
      },
    );
  }

  app.get<{ Params: { layer: string } }>("/api/basemap/:layer", async (request, reply) => {
    const name = request.params.layer.replace(/\.geojson$/, "");
    if (!request.params.layer.endsWith(".geojson") || !BASEMAP_LAYERS.includes(name as BasemapLayer)) {
      return reply
        .code(404)
        .send({ isSuccessful: false, errorName: "NotFound", message: "Unknown basemap layer" });
    }
    return send(request, reply, layerBody(name as BasemapLayer), "application/geo+json", 7 * DAY);
  });
}
