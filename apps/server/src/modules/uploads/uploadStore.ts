import { randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { detectUploadType, UPLOAD_TYPES } from "@armada/domain";
import { AppError } from "../../http/appError.js";

export const UPLOAD_URL_PREFIX = "/api/uploads/";
/** a stored file's name: a random UUID and the extension of its detected type */
export const UPLOAD_FILE_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp|gif|mp4|webm)$/;

/** Uploaded images and videos, one file each under `<DATA_DIR>/uploads`, named by a random UUID. */
export function createUploadStore(dataDir: string) {
  const directory = join(dataDir, "uploads");
  return {
    directory,
    /** Checks the type by the file's signature and the size by its kind; returns the URL it is served at. */
    async save(bytes: Buffer) {
      const extension = detectUploadType(bytes);
      if (!extension) throw new AppError("UploadTypeNotAllowed", 415);
      const { maxBytes } = UPLOAD_TYPES[extension];
      if (bytes.length === 0 || bytes.length > maxBytes)
        throw new AppError("UploadTooLarge", 413, { megabytes: maxBytes / 1_000_000 });
      const name = `${randomUUID()}.${extension}`;
      await writeFile(join(directory, name), bytes, { flag: "wx" });
      return { url: `${UPLOAD_URL_PREFIX}${name}`, type: UPLOAD_TYPES[extension].mime, size: bytes.length };
    },
    /** The stored file an upload URL names (its path and type), or null when the URL is none of this store's. */
    fileOf(url: string): { path: string; mime: string } | null {
      const name = url.startsWith(UPLOAD_URL_PREFIX) ? url.slice(UPLOAD_URL_PREFIX.length) : "";
      const extension = UPLOAD_FILE_NAME.exec(name)?.[1] as keyof typeof UPLOAD_TYPES | undefined;
      return extension ? { path: join(directory, name), mime: UPLOAD_TYPES[extension].mime } : null;
    },
  };
}
export type UploadStore = ReturnType<typeof createUploadStore>;
