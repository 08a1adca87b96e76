import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export interface TestOidcClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface TestOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1, with its development login and consent pages: any
 * login name with any password signs in, the login name is the account's e-mail; one starting "unverified" has an
 * unverified e-mail. Tests and the e2e only.
 */
export async function startTestOidcProvider(clients: TestOidcClient[], port = 0): Promise<TestOidcProvider> {
  const server: Server = await new Promise((resolve, reject) => {
    const candidate = createServer();
    candidate.once("error", reject);
    candidate.listen(port, "127.0.0.1", () => resolve(candidate));
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [client.redirectUri],
      grant_types: ["authorization_code"],
      response_types: ["code"],
    })),
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // the claims of the scopes go into the ID token, as Google's, Entra's and Keycloak's do
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: id,
          email_verified: !id.startsWith("unverified"),
          name: `Pengguna ${id.split("@")[0] ?? id}`,
        }),
      };
    },
  });
  provider.on("server_error", () => undefined);
  server.on("request", provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
