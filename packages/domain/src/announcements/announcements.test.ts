import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { announcementInputSchema } from "./announcementInput.js";
import { nextAnnouncementLimit } from "./announcementPaging.js";
import { detectUploadType } from "./uploadType.js";

const media = (ext: string) => `/api/uploads/0b6a3c1e-4f0e-4c63-9a57-2f0f5c3d2a11.${ext}`;
const base = { header: "Fitur baru", description: "Laporan BBM kini tersedia." };

describe("announcementInputSchema", () => {
  it("takes each action with the data that fits it", () => {
    const valid = [
      { action: "none" },
      { action: "external_link", data: { url: "https://armada.id/blog" } },
      { action: "internal_link", data: { url: "/report/" } },
      { action: "image_popup", data: { url: media("png") } },
      { action: "video_popup", data: { url: media("mp4") } },
      { action: "image_carousel", data: { urls: [media("png"), media("jpg")] } },
    ];
    for (const action of valid)
      expect(announcementInputSchema.safeParse({ ...base, ...action }).success).toBe(true);
  });

  it("refuses links and media that are not what the action needs", () => {
    const invalid = [
      { action: "external_link", data: { url: "javascript:alert(1)" } },
      { action: "internal_link", data: { url: "//evil.example/" } },
      { action: "internal_link", data: { url: "https://evil.example/" } },
      { action: "image_popup", data: { url: "https://elsewhere.example/a.png" } },
      { action: "image_carousel", data: { urls: [media("png")] } },
      { action: "video_popup" },
      { action: "video_popup", data: { url: media("png") } },
      { action: "image_popup", data: { url: media("mp4") } },
    ];
    for (const action of invalid)
      expect(announcementInputSchema.safeParse({ ...base, ...action }).success).toBe(false);
    expect(announcementInputSchema.safeParse({ ...base, header: "  ", action: "none" }).success).toBe(false);
  });

  it("never throws and accepts only what it can return (property)", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const parsed = announcementInputSchema.safeParse(value);
        if (parsed.success) expect(parsed.data.header.trim().length).toBeGreaterThan(0);
      }),
    );
  });
});

describe("the announcements list's limit", () => {
  it("grows the limit by 10, never past the total (at least one page)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 500 }), fc.integer({ min: 0, max: 500 }), (limit, total) => {
        const next = nextAnnouncementLimit(limit, total);
        expect(next).toBeLessThanOrEqual(Math.max(total, 10));
        expect(next).toBeLessThanOrEqual(limit + 10);
      }),
    );
    expect(nextAnnouncementLimit(10, 25)).toBe(20);
    expect(nextAnnouncementLimit(20, 25)).toBe(25);
  });
});

describe("detectUploadType", () => {
  it("reads the type from the file's signature", () => {
    expect(detectUploadType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("png");
    expect(detectUploadType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpg");
    expect(detectUploadType(new TextEncoder().encode("\0\0\0\x20ftypisom"))).toBe("mp4");
    expect(detectUploadType(new TextEncoder().encode("%PDF-1.7\n%âãÏÓ"))).toBe("pdf");
    expect(detectUploadType(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeNull();
    expect(detectUploadType(new TextEncoder().encode("<html>%PDF-1.7"))).toBeNull();
  });

  it("never throws on any bytes (property)", () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => void detectUploadType(bytes)));
  });
});
