import { createReadStream } from "node:fs";
import { copyFile, mkdir, rename, rm, stat } from "node:fs/promises";
import { dirname, extname, join } from "node:path";
import type { Readable } from "node:stream";

/** A byte range of a stored clip, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A stored clip: its size, and its bytes (all, or one range) as a stream. */
export interface StoredClip {
  size: number;
  read(range?: ByteRange): Promise<Readable>;
}

/**
 * Where finished clips live: files under DATA_DIR (createMediaStore) or objects in S3-compatible storage
 * (createS3MediaStore). Uploads always arrive in `DATA_DIR/media-incoming/<ftp user>` first.
 */
export interface MediaStore {
  /** the folder a request's FTP login writes into */
  incomingFolder(ftpUsername: string): string;
  /** Moves an uploaded file into the store; its key (`<company>/<request><ext>`). */
  keep(uploadedPath: string, companyId: number, requestId: number): Promise<string>;
  /** Moves a file of this instance into the store under `key` (retention's archive files). */
  keepAs(localPath: string, key: string): Promise<void>;
  /** The clip of a key; null when it is gone. */
  clip(key: string): Promise<StoredClip | null>;
  /** Removes a key's object; nothing when it is gone already. */
  remove(key: string): Promise<void>;
  forgetIncoming(ftpUsername: string): Promise<void>;
}

/** `<company>/<request><ext>`, the extension of the uploaded file (letters and digits only) or .mp4. */
export function clipKeyOf(uploadedPath: string, companyId: number, requestId: number): string {
  const extension =
    extname(uploadedPath)
      .toLowerCase()
      .replace(/[^.a-z0-9]/g, "") || ".mp4";
  return `${companyId}/${requestId}${extension}`;
}

/** The FTP receiver's side every store shares: one folder per one-time login. */
export function incomingFolders(dataDir: string) {
  const folder = (ftpUsername: string) => join(dataDir, "media-incoming", ftpUsername);
  return {
    incomingFolder: folder,
    async forgetIncoming(ftpUsername: string) {
      await rm(folder(ftpUsername), { recursive: true, force: true });
    },
  };
}

/** Clips as files: `<DATA_DIR>/media/<company>/<request><ext>`. Keys are relative, so the folder moves with DATA_DIR. */
export function createMediaStore(dataDir: string): MediaStore {
  const root = join(dataDir, "media");
  const pathOf = (key: string) => join(root, key);
  const keepAs = async (localPath: string, key: string) => {
    await mkdir(dirname(pathOf(key)), { recursive: true });
    try {
      await rename(localPath, pathOf(key));
    } catch {
      await copyFile(localPath, pathOf(key)); // another file system
      await rm(localPath, { force: true });
    }
  };
  return {
    ...incomingFolders(dataDir),
    async keep(uploadedPath, companyId, requestId) {
      const key = clipKeyOf(uploadedPath, companyId, requestId);
      await keepAs(uploadedPath, key);
      return key;
    },
    keepAs,
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async clip(key) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { size, read: async (range) => createReadStream(path, range) };
      } catch {
        return null;
      }
    },
  };
}

/** The content type of a stored clip by its extension. */
export const contentTypeOf = (key: string) =>
  ({
    ".mp4": "video/mp4",
    ".h264": "video/h264",
    ".264": "video/h264",
    ".avi": "video/x-msvideo",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".png": "image/png",
  })[extname(key).toLowerCase()] ?? "application/octet-stream";
