import { apiRequest } from "@/shared/api/apiRequest";

/** The user's side of a set-password link an admin handed them: no session, the link's token is the proof. */
export function setPassword(input: { token: string; password: string }) {
  return apiRequest<undefined>("/api/auth/set-password", { method: "POST", body: input });
}
