/** The longest side of a POD photo once shrunk: the surat jalan stays readable, the upload small on a bad signal. */
const MAX_SIDE = 1600;
const QUALITY = 0.75;

/**
 * A phone camera's photo, shrunk to a JPEG of at most MAX_SIDE pixels (the server takes images up to 2 MB); the
 * file itself when the browser cannot decode it (the server then judges it by its bytes).
 */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const shrunk = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", QUALITY));
  return shrunk ?? file;
}
