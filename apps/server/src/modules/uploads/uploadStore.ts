import { randomUUID } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { detectUploadType, UPLOAD_TYPES, type UploadExtension } from "@armada/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import { uploadOwners } from "./uploads.tables.js";

export const UPLOAD_URL_PREFIX = "/api/uploads/";
/** a stored file's name: a random UUID and the extension of its detected type */
export const UPLOAD_FILE_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp|gif|mp4|webm|pdf)$/;

/**
 * Who may read a private upload: users of this company holding its read key (several keys, space-separated, read it
 * with any one of them), and platform admins too when `platformReads` (a support ticket's screenshots).
 */
export interface UploadOwner {
  companyId: number;
  readKey: string;
  platformReads?: boolean;
}

/** The access keys a private upload's read key names: any one of them reads it. */
export const readKeysOf = (readKey: string) => readKey.split(" ");

const nameOf = (url: string) =>
  url.startsWith(UPLOAD_URL_PREFIX) ? url.slice(UPLOAD_URL_PREFIX.length) : "";

/**
 * Uploaded images, videos and PDFs, one file each under `<DATA_DIR>/uploads`, named by a random UUID; a private one's
 * company and read key in `upload_owners`.
 */
export function createUploadStore(dataDir: string, db: Db) {
  const directory = join(dataDir, "uploads");
  return {
    directory,
    /**
     * Checks the type by the file's signature (one of `types` when given) and the size by its kind; returns the URL
     * it is served at. With an owner, the file is private to it (recorded before the URL is answered).
     */
    async save(bytes: Buffer, owner?: UploadOwner, types?: readonly UploadExtension[]) {
      const extension = detectUploadType(bytes);
      if (!extension || (types && !types.includes(extension)))
        throw new AppError("UploadTypeNotAllowed", 415);
      const { maxBytes } = UPLOAD_TYPES[extension];
      if (bytes.length === 0 || bytes.length > maxBytes)
        throw new AppError("UploadTooLarge", 413, { megabytes: maxBytes / 1_000_000 });
      const name = `${randomUUID()}.${extension}`;
      if (owner) await db.insert(uploadOwners).values({ name, ...owner });
      await writeFile(join(directory, name), bytes, { flag: "wx" });
      return { url: `${UPLOAD_URL_PREFIX}${name}`, type: UPLOAD_TYPES[extension].mime, size: bytes.length };
    },
    /** The owner of a stored file's name, or null for a file any signed-in user reads. */
    async ownerOf(name: string): Promise<UploadOwner | null> {
      const [owner] = await db
        .select({
          companyId: uploadOwners.companyId,
          readKey: uploadOwners.readKey,
          platformReads: uploadOwners.platformReads,
        })
        .from(uploadOwners)
        .where(eq(uploadOwners.name, name));
      return owner ?? null;
    },
    /** The owners of the files the upload URLs name, by file name (a file any signed-in user reads has none). */
    async ownersOf(executor: DbExecutor, urls: readonly string[]): Promise<Map<string, UploadOwner>> {
      const names = [...new Set(urls.map(nameOf))].filter((name) => UPLOAD_FILE_NAME.test(name));
      if (names.length === 0) return new Map();
      const owners = await executor
        .select({
          name: uploadOwners.name,
          companyId: uploadOwners.companyId,
          readKey: uploadOwners.readKey,
          platformReads: uploadOwners.platformReads,
        })
        .from(uploadOwners)
        .where(inArray(uploadOwners.name, names));
      return new Map(owners.map(({ name, ...owner }) => [name, owner]));
    },
    /**
     * Whether an upload URL names a file private to the company (what a record of that company may point to), and,
     * with `readKey`, read by exactly that key (an upload of the record's own kind, not another module's).
     */
    async isCompanys(executor: DbExecutor, companyId: number, url: string, readKey?: string) {
      const [owned] = await executor
        .select({ name: uploadOwners.name })
        .from(uploadOwners)
        .where(
          and(
            eq(uploadOwners.name, nameOf(url)),
            eq(uploadOwners.companyId, companyId),
            readKey === undefined ? undefined : eq(uploadOwners.readKey, readKey),
          ),
        );
      return owned !== undefined;
    },
    /** Changes who of the company reads its private upload (the record it now belongs to decides). */
    async rekey(executor: DbExecutor, companyId: number, url: string, readKey: string) {
      await executor
        .update(uploadOwners)
        .set({ readKey })
        .where(and(eq(uploadOwners.name, nameOf(url)), eq(uploadOwners.companyId, companyId)));
    },
    /**
     * Forgets the company's private uploads the URLs name, in the caller's transaction: their owner rows go (another
     * company's file, or one with no owner row, is left alone). Returns the stored files to delete with `unlink` once
     * that transaction has committed, so that a rolled-back change keeps its files.
     */
    async forget(executor: DbExecutor, companyId: number, urls: readonly string[]): Promise<string[]> {
      const names = [...new Set(urls.map(nameOf))].filter((name) => UPLOAD_FILE_NAME.test(name));
      if (names.length === 0) return [];
      const forgotten = await executor
        .delete(uploadOwners)
        .where(and(inArray(uploadOwners.name, names), eq(uploadOwners.companyId, companyId)))
        .returning({ name: uploadOwners.name });
      return forgotten.map(({ name }) => join(directory, name));
    },
    /** Deletes the stored files `forget` answered; one already gone is no error. */
    async unlink(paths: readonly string[]) {
      await Promise.all(paths.map((path) => rm(path, { force: true })));
    },
    /** The stored file an upload URL names (its path and type), or null when the URL is none of this store's. */
    fileOf(url: string): { path: string; mime: string } | null {
      const name = nameOf(url);
      const extension = UPLOAD_FILE_NAME.exec(name)?.[1] as keyof typeof UPLOAD_TYPES | undefined;
      return extension ? { path: join(directory, name), mime: UPLOAD_TYPES[extension].mime } : null;
    },
  };
}
export type UploadStore = ReturnType<typeof createUploadStore>;
