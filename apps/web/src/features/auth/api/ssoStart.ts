import { apiRequest } from "@/shared/api/apiRequest";

/** Asks the server for the company's identity provider of a work e-mail: the page to send the browser to. */
export function startSso(email: string) {
  return apiRequest<{ redirectTo: string }>("/api/auth/sso/start", { method: "POST", body: { email } });
}
