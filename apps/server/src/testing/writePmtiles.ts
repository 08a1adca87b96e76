import { writeFileSync } from "node:fs";
import { TileType, zxyToTileId } from "pmtiles";

export interface TestTile {
  z: number;
  x: number;
  y: number;
  data: Uint8Array;
}

function varints(values: number[]): number[] {
  const bytes: number[] = [];
  for (let value of values) {
    while (value >= 0x80) {
      bytes.push((value & 0x7f) | 0x80);
      value = Math.floor(value / 128);
    }
    bytes.push(value);
  }
  return bytes;
}

/**
 * Writes a PMTiles v3 archive (uncompressed directory and tiles, one root directory) holding the given tiles:
 * enough for tests of a server that reads archives with the `pmtiles` library.
 */
export function writePmtiles(path: string, tiles: TestTile[], tileType: TileType = TileType.Mvt) {
  const entries = tiles
    .map((tile) => ({ ...tile, tileId: zxyToTileId(tile.z, tile.x, tile.y) }))
    .sort((a, b) => a.tileId - b.tileId);
  const idDeltas = entries.map((entry, index) => entry.tileId - (entries[index - 1]?.tileId ?? 0));
  const directory = Uint8Array.from([
    ...varints([entries.length]),
    ...varints(idDeltas),
    ...varints(entries.map(() => 1)),
    ...varints(entries.map((entry) => entry.data.length)),
    ...varints(entries.map((_, index) => (index === 0 ? 1 : 0))),
  ]);
  const metadata = new TextEncoder().encode(JSON.stringify({ attribution: "© Test tiles" }));
  const tileData = Buffer.concat(entries.map((entry) => entry.data));
  const header = Buffer.alloc(127);
  const rootOffset = 127;
  const metadataOffset = rootOffset + directory.length;
  const tileDataOffset = metadataOffset + metadata.length;
  header.write("PMTiles", 0, "ascii");
  header.writeUInt8(3, 7);
  const fields = [
    rootOffset,
    directory.length,
    metadataOffset,
    metadata.length,
    tileDataOffset + tileData.length, // no leaf directories
    0,
    tileDataOffset,
    tileData.length,
    entries.length,
    entries.length,
    entries.length,
  ];
  fields.forEach((value, index) => {
    header.writeBigUInt64LE(BigInt(value), 8 + index * 8);
  });
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(1, 97); // internal compression: none
  header.writeUInt8(1, 98); // tile compression: none
  header.writeUInt8(tileType, 99);
  const zooms = entries.map((entry) => entry.z);
  header.writeUInt8(Math.min(...zooms), 100);
  header.writeUInt8(Math.max(...zooms), 101);
  header.writeInt32LE(95 * 1e7, 102);
  header.writeInt32LE(-11 * 1e7, 106);
  header.writeInt32LE(141 * 1e7, 110);
  header.writeInt32LE(6 * 1e7, 114);
  header.writeUInt8(5, 118);
  header.writeInt32LE(Math.round(106.8 * 1e7), 119);
  header.writeInt32LE(Math.round(-6.2 * 1e7), 123);
  writeFileSync(path, Buffer.concat([header, directory, metadata, tileData]));
}
