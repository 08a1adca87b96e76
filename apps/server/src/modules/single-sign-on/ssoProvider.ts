import { lookup } from "node:dns/promises";
import { ssoIssuerUrlAllowed, webhookAddressAllowed } from "@armada/domain";
import * as oidc from "openid-client";
import { AppError } from "../../http/appError.js";

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * A fetch for the provider's endpoints with the webhooks' SSRF guard: HTTPS to a public address (plain HTTP to this
 * machine when `allowLocalHttp`), the host's addresses resolved and checked before each request.
 */
function guardedFetch(allowLocalHttp: boolean): oidc.CustomFetch {
  return async (url, options) => {
    if (!ssoIssuerUrlAllowed(url, { allowLocalHttp })) throw new AppError("SsoIssuerNotAllowed", 400);
    const host = new URL(url).hostname.replace(/^\[(.*)\]$/, "$1");
    const addresses = await lookup(host, { all: true });
    if (
      addresses.length === 0 ||
      addresses.some(({ address }) => !webhookAddressAllowed(address, { allowLocalHttp }))
    )
      throw new AppError("SsoIssuerNotAllowed", 400);
    return fetch(url, {
      ...options,
      // a Uint8Array body, which fetch takes (the DOM typing does not list it)
      body: options.body as RequestInit["body"],
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  };
}

/** The provider's OpenID configuration (discovery) as a client of `clientId`, its requests guarded. */
export async function discoverProvider(
  provider: { issuerUrl: string; clientId: string; clientSecret: string },
  { allowLocalHttp }: { allowLocalHttp: boolean },
): Promise<oidc.Configuration> {
  if (!ssoIssuerUrlAllowed(provider.issuerUrl, { allowLocalHttp }))
    throw new AppError("SsoIssuerNotAllowed", 400);
  const local = new URL(provider.issuerUrl).protocol === "http:";
  try {
    return await oidc.discovery(
      new URL(provider.issuerUrl),
      provider.clientId,
      provider.clientSecret,
      undefined,
      {
        [oidc.customFetch]: guardedFetch(allowLocalHttp),
        ...(local ? { execute: [oidc.allowInsecureRequests] } : {}),
      },
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("SsoIssuerUnreachable", 400);
  }
}
