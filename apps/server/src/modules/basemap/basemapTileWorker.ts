import { parentPort } from "node:worker_threads";
import { createBasemapTileCutter } from "./basemapTileCutter.js";

/** Server → worker: cut tile z/x/y (`cut` numbers the request). */
export interface TileCutRequest {
  cut: number;
  z: number;
  x: number;
  y: number;
}
/** Worker → server: the tile's MVT bytes, or why they could not be cut. */
export type TileCutAnswer = { cut: number; bytes: ArrayBuffer } | { cut: number; error: string };

/**
 * The offline basemap's tiles cut off the server's thread (`basemapTiles.ts` keeps this worker): the indexes are
 * built as it starts, so the server's first seconds after a start, when every device reconnects, are not spent on
 * them.
 */
if (!parentPort) throw new Error("basemapTileWorker runs as a worker thread");
const port = parentPort;
const cutTile = createBasemapTileCutter();
port.on("message", ({ cut, z, x, y }: TileCutRequest) => {
  try {
    const tile = cutTile(z, x, y);
    const bytes = tile.buffer.slice(tile.byteOffset, tile.byteOffset + tile.byteLength) as ArrayBuffer;
    port.postMessage({ cut, bytes } satisfies TileCutAnswer, [bytes]);
  } catch (error) {
    port.postMessage({ cut, error: (error as Error).message } satisfies TileCutAnswer);
  }
});
