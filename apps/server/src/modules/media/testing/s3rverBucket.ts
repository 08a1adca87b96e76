import S3rver from "s3rver";
import type { S3Settings } from "../s3MediaStore.js";

/** A local S3 (s3rver) holding one bucket, for a test: the settings of a media store on it, and its stop. */
export async function startS3rverBucket(directory: string, bucket: string) {
  const s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await s3.run();
  const settings: S3Settings = {
    bucket,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
    prefix: "media/",
  };
  return { settings, close: () => s3.close() };
}
