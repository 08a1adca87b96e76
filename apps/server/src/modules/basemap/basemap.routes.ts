import { gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { BASEMAP_LAYERS, type BasemapLayer, buildLayer } from "./basemapData.js";
import { buildBasemapStyle } from "./basemapStyle.js";

interface Cached {
  body: Buffer;
  gzip: Buffer;
}

const DAY = 86_400;

/**
 * The offline basemap: GET /api/basemap/style.json (a MapLibre style whose sources point back here) and
 * GET /api/basemap/{land|borders|cities}.geojson, built from npm-shipped Natural Earth and GeoNames data on
 * first request, kept in memory plain and gzipped. Public: the map shows before any data does.
 */
export async function basemapRoutes(app: FastifyInstance) {
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
    if (/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
      return reply.header("content-encoding", "gzip").send(cached.gzip);
    }
    return reply.send(cached.body);
  }

  app.get("/api/basemap/style.json", async (request, reply) => {
    const baseUrl = `${request.protocol}://${request.host}`;
    const body = Buffer.from(JSON.stringify(buildBasemapStyle(baseUrl)));
    return send(request, reply, { body, gzip: gzipSync(body) }, "application/json; charset=utf-8", 3600);
  });

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
