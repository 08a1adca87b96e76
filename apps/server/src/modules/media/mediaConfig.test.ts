import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";

describe("media storage configuration", () => {
  it("keeps clips under DATA_DIR without S3_BUCKET", () => {
    expect(loadConfig({}).media.s3).toBeNull();
  });

  it("reads S3-compatible settings; path style follows the endpoint unless set", () => {
    expect(
      loadConfig({
        S3_BUCKET: "armada-clips",
        S3_ENDPOINT: "http://minio.internal:9000",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
      }).media.s3,
    ).toEqual({
      bucket: "armada-clips",
      region: "us-east-1",
      endpoint: "http://minio.internal:9000",
      accessKeyId: "id",
      secretAccessKey: "secret",
      forcePathStyle: true,
      prefix: "media/",
    });
    expect(loadConfig({ S3_BUCKET: "armada-clips", S3_REGION: "ap-southeast-3" }).media.s3).toMatchObject({
      region: "ap-southeast-3",
      endpoint: undefined,
      forcePathStyle: false,
    });
  });

  it("refuses a malformed endpoint or prefix", () => {
    expect(() => loadConfig({ S3_BUCKET: "armada-clips", S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: "armada-clips", S3_PREFIX: "../media" })).toThrow(/S3_PREFIX/);
  });

  it("reads the attachment server's port and public host, refusing a port out of range", () => {
    expect(loadConfig({}).media).toMatchObject({ attachmentPort: 5016, attachmentPublicHost: "localhost" });
    expect(
      loadConfig({ JT808_ATTACHMENT_PORT: "7611", JT808_ATTACHMENT_PUBLIC_HOST: "media.armada.id" }).media,
    ).toMatchObject({ attachmentPort: 7611, attachmentPublicHost: "media.armada.id" });
    expect(() => loadConfig({ JT808_ATTACHMENT_PORT: "70000" })).toThrow(/JT808_ATTACHMENT_PORT/);
  });
});
