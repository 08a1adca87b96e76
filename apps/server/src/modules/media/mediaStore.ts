import { copyFile, mkdir, rename, rm, stat } from "node:fs/promises";
import { dirname, extname, join } from "node:path";

/**
 * Where finished clips live: `<DATA_DIR>/media/<company>/<request><ext>`. Keys are relative, so the folder can
 * move with DATA_DIR. (S3-compatible storage is not built yet: docs/api.md.)
 */
export function createMediaStore(dataDir: string) {
  const root = join(dataDir, "media");
  const pathOf = (key: string) => join(root, key);
  return {
    /** the folder a request's FTP login writes into */
    incomingFolder: (ftpUsername: string) => join(dataDir, "media-incoming", ftpUsername),
    /** Moves an uploaded file into the store; its key. */
    async keep(uploadedPath: string, companyId: number, requestId: number): Promise<string> {
      const extension =
        extname(uploadedPath)
          .toLowerCase()
          .replace(/[^.a-z0-9]/g, "") || ".mp4";
      const key = `${companyId}/${requestId}${extension}`;
      await mkdir(dirname(pathOf(key)), { recursive: true });
      try {
        await rename(uploadedPath, pathOf(key));
      } catch {
        await copyFile(uploadedPath, pathOf(key)); // another file system
        await rm(uploadedPath, { force: true });
      }
      return key;
    },
    /** The file of a key and its size; null when it is gone. */
    async file(key: string): Promise<{ path: string; size: number } | null> {
      const path = pathOf(key);
      try {
        return { path, size: (await stat(path)).size };
      } catch {
        return null;
      }
    },
    async forgetIncoming(ftpUsername: string) {
      await rm(join(dataDir, "media-incoming", ftpUsername), { recursive: true, force: true });
    },
  };
}

export type MediaStore = ReturnType<typeof createMediaStore>;

/** The content type of a stored clip by its extension. */
export const contentTypeOf = (key: string) =>
  ({
    ".mp4": "video/mp4",
    ".h264": "video/h264",
    ".264": "video/h264",
    ".avi": "video/x-msvideo",
    ".jpg": "image/jpeg",
  })[extname(key).toLowerCase()] ?? "application/octet-stream";
