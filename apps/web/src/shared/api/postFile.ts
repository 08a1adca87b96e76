import { ApiError } from "./ApiError";
import { requestHeaders } from "./requestHeaders";

/**
 * POSTs a file as the raw body and answers the envelope's data; a refusal is an ApiError with the server's message, a
 * network failure one with errorName NetworkError.
 */
export async function postFile<T>(path: string, file: Blob): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { ...requestHeaders(), "content-type": "application/octet-stream" },
    body: file,
  }).catch(() => {
    throw new ApiError({ status: 0, errorName: "NetworkError", message: "" });
  });
  const envelope = (await response.json().catch(() => null)) as {
    errorName?: string;
    message?: string;
    data?: T;
  } | null;
  if (!response.ok || envelope?.data === undefined || envelope.data === null)
    throw new ApiError({
      status: response.status,
      errorName: envelope?.errorName ?? "RequestFailed",
      message: envelope?.message ?? "",
    });
  return envelope.data;
}
