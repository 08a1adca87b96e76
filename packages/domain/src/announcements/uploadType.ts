/** Uploadable media: the type is read from the file's first bytes, never from its name or the client's word. */
export const UPLOAD_TYPES = {
  png: { mime: "image/png", kind: "image", maxBytes: 2_000_000 },
  jpg: { mime: "image/jpeg", kind: "image", maxBytes: 2_000_000 },
  webp: { mime: "image/webp", kind: "image", maxBytes: 2_000_000 },
  gif: { mime: "image/gif", kind: "image", maxBytes: 2_000_000 },
  mp4: { mime: "video/mp4", kind: "video", maxBytes: 20_000_000 },
  webm: { mime: "video/webm", kind: "video", maxBytes: 20_000_000 },
  pdf: { mime: "application/pdf", kind: "document", maxBytes: 10_000_000 },
} as const;
export type UploadExtension = keyof typeof UPLOAD_TYPES;
export const MAX_UPLOAD_BYTES = 20_000_000;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The type of an uploaded file by its signature, or null when it is none of UPLOAD_TYPES. */
export function detectUploadType(bytes: Uint8Array): UploadExtension | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("ftyp"), 4)) return "mp4";
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return "webm";
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf";
  return null;
}

/** An uploaded file is served by Armada at this path, one file per random name, with one of `extensions` (a|b). */
export const uploadPath = (extensions: string) =>
  new RegExp(`^/api/uploads/[0-9a-f-]{36}\\.(${extensions})$`);
