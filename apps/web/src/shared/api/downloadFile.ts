import { requestHeaders } from "@/shared/api/requestHeaders";

/**
 * Downloads an export (a report, the costs), telling how much of it has arrived (0..1, or null while the server prepares it), and
 * saves it under the server's file name. A refusal rejects with the server's message (in the user's language).
 */
export async function downloadFile(url: string, onProgress: (share: number | null) => void): Promise<void> {
  onProgress(null);
  const { "content-type": _json, ...headers } = requestHeaders();
  const response = await fetch(url, { headers: { ...headers, accept: "*/*" }, credentials: "same-origin" });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? response.statusText);
  }
  const total = Number(response.headers.get("content-length") ?? 0);
  const reader = response.body?.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.length;
      if (total > 0) onProgress(Math.min(1, received / total));
    }
  }
  onProgress(1);
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "laporan";
  saveBlob(
    new Blob(chunks, { type: response.headers.get("content-type") ?? "application/octet-stream" }),
    name,
  );
}

/** Saves a file the browser holds (made here or downloaded) under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
