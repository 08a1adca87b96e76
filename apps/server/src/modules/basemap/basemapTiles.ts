import { promisify } from "node:util";
import type { Worker } from "node:worker_threads";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import { startWorkerThread } from "../../platform/startWorkerThread.js";
import { BASEMAP_MAX_ZOOM } from "./basemapTileCutter.js";
import type { TileCutAnswer, TileCutRequest } from "./basemapTileWorker.js";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Tiles kept encoded and compressed in memory (a few KB each; the busy low zooms stay in). */
const CACHED_TILES = 4_000;

export interface EncodedTile {
  /** The MVT (protobuf) bytes; empty for a tile with nothing on it, which is a valid empty MVT. */
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export class TileOutOfRange extends Error {}

/**
 * The offline basemap cut into Mapbox vector tiles, one tile per z/x/y with the layers land, borders, provinces and
 * cities (basemapTileCutter.ts), so a phone downloads only the area and the detail it shows. The cutting happens in a
 * worker thread (basemapTileWorker.ts), started on first use and kept; it builds its indexes as it starts (about a
 * second of CPU). Encoded tiles are kept in memory, compressed.
 */
export class BasemapTiles {
  private worker: Worker | null = null;
  private cuts = 0;
  private readonly pending = new Map<
    number,
    { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }
  >();
  private readonly cache = new Map<string, Promise<EncodedTile>>();

  /** Starts the worker now rather than on the first request (the server calls it once it listens). */
  warm(): void {
    this.started();
  }

  /** Ends the worker; a later request starts it again. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.end(new Error("basemap tiles closed"));
    await worker?.terminate();
  }

  tile(z: number, x: number, y: number): Promise<EncodedTile> {
    if (!Number.isInteger(z) || z < 0 || z > BASEMAP_MAX_ZOOM) throw new TileOutOfRange("zoom");
    const size = 2 ** z;
    if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= size || y >= size) {
      throw new TileOutOfRange("column or row");
    }
    const key = `${z}/${x}/${y}`;
    let encoded = this.cache.get(key);
    if (encoded) {
      // most recently used last, so the oldest is the first one evicted
      this.cache.delete(key);
    } else {
      encoded = this.encode(z, x, y);
      encoded.catch(() => this.cache.delete(key));
      if (this.cache.size >= CACHED_TILES) this.cache.delete(this.cache.keys().next().value as string);
    }
    this.cache.set(key, encoded);
    return encoded;
  }

  private async encode(z: number, x: number, y: number): Promise<EncodedTile> {
    const raw = Buffer.from(await this.cut(z, x, y));
    const [gz, br] = await Promise.all([
      gzipAsync(raw, { level: 9 }),
      brotliAsync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
    ]);
    return { raw, gzip: gz, br };
  }

  private cut(z: number, x: number, y: number): Promise<Uint8Array> {
    const worker = this.started();
    const cut = ++this.cuts;
    return new Promise((resolve, reject) => {
      this.pending.set(cut, { resolve, reject });
      worker.postMessage({ cut, z, x, y } satisfies TileCutRequest);
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const fresh = startWorkerThread(import.meta.url, "basemapTileWorker");
    fresh.unref();
    fresh.on("message", (answer: TileCutAnswer) => {
      const waiting = this.pending.get(answer.cut);
      if (!waiting) return;
      this.pending.delete(answer.cut);
      if ("bytes" in answer) waiting.resolve(new Uint8Array(answer.bytes));
      else waiting.reject(new Error(answer.error));
    });
    fresh.once("error", (error) => {
      if (this.worker === fresh) this.end(error);
    });
    fresh.once("exit", (code) => {
      if (this.worker === fresh) this.end(new Error(`basemap tile worker exited with ${code}`));
    });
    this.worker = fresh;
    return fresh;
  }

  /** Forgets the worker (the next request starts another) and fails the cuts it had. */
  private end(error: Error): void {
    this.worker = null;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
