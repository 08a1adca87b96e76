import { apiRequest } from "@/shared/api/apiRequest";

export interface LoginInput {
  username: string;
  password: string;
}

export interface LoginResult {
  redirectTo: string;
  /** the password was right and a second step follows on `redirectTo` (no session yet) */
  secondStep?: "verify" | "enrol";
}

/**
 * Signs in. The query cache of a previous session is not the login page's concern: the app's providers (with
 * the query client) are not mounted on the login page, so the next page starts with a new client.
 */
export function login(input: LoginInput) {
  return apiRequest<LoginResult>("/api/auth/login", { method: "POST", body: input });
}
