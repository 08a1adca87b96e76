import { ApiError } from "@/shared/api/ApiError";

/** The server's message for a failed second step (localised by it), or the generic text. */
export const secondStepError = (error: unknown, t: (key: string) => string) =>
  error instanceof ApiError && error.message ? error.message : t("login.unexpectedError");
