import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { clipKeyOf, contentTypeOf, incomingFolders, type MediaStore } from "./mediaStore.js";

export interface S3Settings {
  bucket: string;
  region: string;
  /** an S3-compatible server (MinIO, Ceph, R2, ...); absent: AWS */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** bucket in the path (`endpoint/bucket/key`), as most S3-compatible servers want */
  forcePathStyle: boolean;
  /** prepended to every key, e.g. `media/` */
  prefix: string;
}

const missing = (error: unknown) =>
  error instanceof NotFound ||
  error instanceof NoSuchKey ||
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404;

/**
 * Clips as objects in S3-compatible storage (AWS SDK v3): `<prefix><company>/<request><ext>`. The upload still
 * lands on the instance's disk (FTP) and is put as one object, then removed; reads ask for the range the player
 * wants, so seeking works as with files.
 */
export function createS3MediaStore(dataDir: string, settings: S3Settings, client?: S3Client): MediaStore {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // no aws-chunked checksum bodies: S3-compatible servers (MinIO before 2025, Ceph, s3rver) store them verbatim
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
    });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${settings.prefix}${key}`;
  const keepAs = async (localPath: string, key: string) => {
    const { size } = await stat(localPath);
    await s3.send(
      new PutObjectCommand({
        Bucket,
        Key: objectKey(key),
        Body: createReadStream(localPath),
        ContentLength: size,
        ContentType: contentTypeOf(key),
      }),
    );
    await rm(localPath, { force: true });
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
      await s3.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async clip(key) {
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return {
          size: head.ContentLength ?? 0,
          read: async (range) => {
            const object = await s3.send(
              new GetObjectCommand({
                Bucket,
                Key: objectKey(key),
                Range: range ? `bytes=${range.start}-${range.end}` : undefined,
              }),
            );
            if (!(object.Body instanceof Readable)) throw new Error("S3 object body is not a stream");
            return object.Body;
          },
        };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
  };
}
