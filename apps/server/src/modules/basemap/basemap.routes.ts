import { promisify } from "node:util";
import { gzip, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../http/appError.js";
import { buildBasemapStyle } from "./basemapStyle.js";
import { BASEMAP_MAX_ZOOM } from "./basemapTileCutter.js";
import { type BasemapTiles, TileOutOfRange } from "./basemapTiles.js";
import type { PmtilesArchive } from "./pmtilesArchive.js";
import { buildPmtilesStyle } from "./pmtilesStyle.js";

const gzipAsync = promisify(gzip);

const DAY = 86_400;

const acceptsGzip = (request: FastifyRequest) =>
  /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
const acceptsBrotli = (request: FastifyRequest) =>
  /\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""));

/** A tile coordinate as written in a URL: decimal digits only, no sign, no fraction. */
const tileNumber = (text: string | undefined) =>
  text !== undefined && /^\d{1,8}$/.test(text) ? Number(text) : Number.NaN;

/**
 * The offline basemap: GET /api/basemap/style.json (a MapLibre style whose source points back here) and
 * GET /api/basemap/vector/{z}/{x}/{y}.mvt, the Natural Earth and GeoNames data (npm packages, and the province file
 * in apps/server/assets) cut into vector tiles (`BasemapTiles`). With a PMTiles archive (PMTILES_PATH) the style is
 * the archive's full basemap and GET /api/basemap/tiles/{z}/{x}/{y}.{ext} serves its tiles. Public: the map
 * shows before any data does.
 */
export async function basemapRoutes(
  app: FastifyInstance,
  options: { tiles: BasemapTiles; pmtiles?: PmtilesArchive | undefined },
) {
  const { tiles, pmtiles } = options;

  app.get("/api/basemap/style.json", async (request, reply) => {
    const baseUrl = `${request.protocol}://${request.host}`;
    const style = pmtiles ? buildPmtilesStyle(baseUrl, pmtiles) : buildBasemapStyle(baseUrl);
    const body = Buffer.from(JSON.stringify(style));
    reply
      .header("content-type", "application/json; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .header("vary", "accept-encoding");
    if (acceptsGzip(request)) return reply.header("content-encoding", "gzip").send(gzipSync(body));
    return reply.send(body);
  });

  app.get<{ Params: { z: string; x: string; y: string } }>(
    "/api/basemap/vector/:z/:x/:y",
    async (request, reply) => {
      const { z, x, y } = request.params;
      let tile: Awaited<ReturnType<BasemapTiles["tile"]>>;
      try {
        tile = await tiles.tile(tileNumber(z), tileNumber(x), tileNumber(/^(\d+)\.mvt$/.exec(y)?.[1]));
      } catch (error) {
        if (error instanceof TileOutOfRange) {
          throw new AppError("MapTileOutOfRange", 400, { maxZoom: BASEMAP_MAX_ZOOM });
        }
        throw error;
      }
      reply
        .header("content-type", "application/vnd.mapbox-vector-tile")
        .header("cache-control", `public, max-age=${7 * DAY}`)
        .header("vary", "accept-encoding");
      if (acceptsBrotli(request)) return reply.header("content-encoding", "br").send(tile.br);
      if (acceptsGzip(request)) return reply.header("content-encoding", "gzip").send(tile.gzip);
      return reply.send(tile.raw);
    },
  );

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
}
