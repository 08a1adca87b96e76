import type { LightMyRequestResponse } from "fastify";
import { CLIENT_HEADER } from "../http/securityPlugin.js";
import type { TestApp } from "./testApp.js";

/** The sign-in's REST calls as the web client makes them (English answers), with an optional cookie. */
export const signInPost = (t: TestApp, url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { [CLIENT_HEADER]: "web", "accept-language": "en", ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });

/** `name=value` of a cookie the answer sets (not one it clears), for the next request. */
export const cookieOf = (response: LightMyRequestResponse, name: string) => {
  const cookie = response.cookies.find((candidate) => candidate.name === name && candidate.value);
  return cookie ? `${name}=${cookie.value}` : undefined;
};
