import { randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { detectMediaType, MEDIA_TYPES } from "@armada/domain";
import { AppError } from "../../http/appError.js";

export const MEDIA_URL_PREFIX = "/api/media/";
/** a stored file's name: a random UUID and the extension of its detected type */
export const MEDIA_FILE_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp|gif|mp4|webm)$/;

/** Uploaded images and videos, one file each under `<DATA_DIR>/media`, named by a random UUID. */
export function createMediaStore(dataDir: string) {
  const directory = join(dataDir, "media");
  return {
    directory,
    /** Checks the type by the file's signature and the size by its kind; returns the URL it is served at. */
    async save(bytes: Buffer) {
      const extension = detectMediaType(bytes);
      if (!extension) throw new AppError("MediaTypeNotAllowed", 415);
      const { maxBytes } = MEDIA_TYPES[extension];
      if (bytes.length === 0 || bytes.length > maxBytes)
        throw new AppError("MediaTooLarge", 413, { megabytes: maxBytes / 1_000_000 });
      const name = `${randomUUID()}.${extension}`;
      await writeFile(join(directory, name), bytes, { flag: "wx" });
      return { url: `${MEDIA_URL_PREFIX}${name}`, type: MEDIA_TYPES[extension].mime, size: bytes.length };
    },
  };
}
export type MediaStore = ReturnType<typeof createMediaStore>;
