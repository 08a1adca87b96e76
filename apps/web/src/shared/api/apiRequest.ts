import { ApiError, type ApiIssue } from "./ApiError";
import { requestHeaders } from "./requestHeaders";

interface ApiEnvelope<TData> {
  isSuccessful?: boolean;
  errorName?: string;
  message?: string;
  data?: TData & { issues?: ApiIssue[] };
}

export interface ApiSuccess<TData> {
  message: string;
  data: TData;
}

/**
 * Calls a REST endpoint under /api. Resolves with the envelope's message and data when the server answers
 * with a 2xx status; otherwise rejects with an ApiError carrying the server's errorName and message.
 */
export async function apiRequest<TData = unknown>(
  path: string,
  options: {
    method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
    body?: unknown;
    signal?: AbortSignal;
  } = {},
): Promise<ApiSuccess<TData>> {
  const method = options.method ?? "GET";
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: requestHeaders(),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError({ status: 0, errorName: "NetworkError", message: "" });
  }

  const envelope = (await response.json().catch(() => null)) as ApiEnvelope<TData> | null;
  if (!response.ok || envelope?.isSuccessful === false) {
    throw new ApiError({
      status: response.status,
      errorName: envelope?.errorName ?? (response.status >= 500 ? "InternalError" : "RequestFailed"),
      message: envelope?.message ?? "",
      issues: envelope?.data?.issues,
    });
  }
  return { message: envelope?.message ?? "", data: (envelope?.data ?? envelope) as TData };
}
