import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { apiRequest } from "@/shared/api/apiRequest";
import type { LoginResult } from "./login";

/** The sign-in's pending challenge lives in an httpOnly cookie: these calls send it, the page never reads it. */
export function verifySecondFactor(code: string) {
  return apiRequest<LoginResult>("/api/auth/two-factor/verify", { method: "POST", body: { code } });
}

export function startSignInEnrolment() {
  return apiRequest<{ secret: string; otpauthUri: string }>("/api/auth/two-factor/enrol/start", {
    method: "POST",
    body: {},
  });
}

export function confirmSignInEnrolment(code: string) {
  return apiRequest<LoginResult & { recoveryCodes: string[] }>("/api/auth/two-factor/enrol/confirm", {
    method: "POST",
    body: { code },
  });
}

/** Which second factors the pending sign-in's user has. */
export function secondFactorMethods(signal?: AbortSignal) {
  return apiRequest<{ totp: boolean; passkey: boolean }>("/api/auth/two-factor/methods", {
    method: "POST",
    body: {},
    signal,
  });
}

/** The second step with a passkey: the server's challenge, the browser's dialog, the answer back. */
export async function verifyWithPasskey() {
  const options = await apiRequest<PublicKeyCredentialRequestOptionsJSON>(
    "/api/auth/two-factor/passkey/options",
    {
      method: "POST",
      body: {},
    },
  );
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const response = await startAuthentication({ optionsJSON: options.data });
  return apiRequest<LoginResult>("/api/auth/two-factor/passkey/verify", {
    method: "POST",
    body: { response },
  });
}
