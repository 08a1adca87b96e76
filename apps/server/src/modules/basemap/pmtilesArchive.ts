import { type FileHandle, open } from "node:fs/promises";
import { type Header, PMTiles, type Source, TileType, tileTypeExt } from "pmtiles";

/** Reads byte ranges of a local archive for the `pmtiles` library (its own sources are for browsers and HTTP). */
class LocalFileSource implements Source {
  constructor(
    private readonly file: FileHandle,
    private readonly path: string,
  ) {}

  getKey() {
    return this.path;
  }

  async getBytes(offset: number, length: number) {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await this.file.read(buffer, 0, length, offset);
    return { data: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + bytesRead) as ArrayBuffer };
  }
}

export interface PmtilesArchive {
  header: Header;
  /** `.mvt`, `.png`, `.jpg`, `.webp`, … for the tile URLs */
  extension: string;
  contentType: string;
  attribution: string | null;
  /** The tile's bytes (decompressed), or undefined where the archive has none. */
  tile(z: number, x: number, y: number): Promise<Uint8Array | undefined>;
  close(): Promise<void>;
}

const CONTENT_TYPES: Partial<Record<TileType, string>> = {
  [TileType.Mvt]: "application/vnd.mapbox-vector-tile",
  [TileType.Png]: "image/png",
  [TileType.Jpeg]: "image/jpeg",
  [TileType.Webp]: "image/webp",
};

/** Opens a PMTiles v3 archive of vector (MVT) or raster tiles; throws with a readable reason otherwise. */
export async function openPmtilesArchive(path: string): Promise<PmtilesArchive> {
  const file = await open(path, "r");
  try {
    const archive = new PMTiles(new LocalFileSource(file, path));
    const header = await archive.getHeader();
    const contentType = CONTENT_TYPES[header.tileType];
    if (!contentType) throw new Error(`tile type ${header.tileType} is not served (MVT, PNG, JPEG or WebP)`);
    const metadata = (await archive.getMetadata().catch(() => ({}))) as { attribution?: unknown };
    return {
      header,
      extension: tileTypeExt(header.tileType),
      contentType,
      attribution: typeof metadata.attribution === "string" ? metadata.attribution : null,
      async tile(z, x, y) {
        const found = await archive.getZxy(z, x, y);
        return found ? new Uint8Array(found.data) : undefined;
      },
      close: () => file.close(),
    };
  } catch (error) {
    await file.close();
    throw new Error(`${path} is not a readable PMTiles archive: ${(error as Error).message}`);
  }
}
