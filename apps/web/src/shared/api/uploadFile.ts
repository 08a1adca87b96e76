import { ApiError } from "./ApiError";
import { requestHeaders } from "./requestHeaders";

/**
 * Uploads a file as the raw body to an upload endpoint (`/api/console/uploads`, `/api/driver/uploads`); the server
 * checks its type by its bytes and answers its URL. A network failure is an ApiError with errorName NetworkError.
 */
export async function uploadFile(path: string, file: Blob): Promise<string> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { ...requestHeaders(), "content-type": "application/octet-stream" },
    body: file,
  }).catch(() => {
    throw new ApiError({ status: 0, errorName: "NetworkError", message: "" });
  });
  const envelope = (await response.json().catch(() => null)) as {
    isSuccessful?: boolean;
    errorName?: string;
    message?: string;
    data?: { url: string };
  } | null;
  if (!response.ok || !envelope?.data?.url)
    throw new ApiError({
      status: response.status,
      errorName: envelope?.errorName ?? "RequestFailed",
      message: envelope?.message ?? "",
    });
  return envelope.data.url;
}
