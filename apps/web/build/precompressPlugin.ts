import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; fonts, images and sounds are compressed already, source maps only serve DevTools. */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|geojson|txt|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` (Brotli, highest quality) and `file.gz` (gzip -9) beside every compressible file under `dir`,
 * each only where it is smaller than the file; the server picks one by Accept-Encoding.
 */
export async function precompressDirectory(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  for (const file of files) {
    const body = await readFile(file);
    const [brotli, gzipped] = await Promise.all([
      brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
    if (brotli.length < body.length) await writeFile(`${file}.br`, brotli);
    if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
  }
}

/** Vite build plugin: pre-compresses the written bundle (HTML included) so the server never compresses per request. */
export function precompressPlugin(): Plugin {
  let outDir = "dist";
  return {
    name: "armada-precompress",
    apply: "build",
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
