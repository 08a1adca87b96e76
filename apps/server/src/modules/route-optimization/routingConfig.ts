import { z } from "zod";

export const ROUTING_PROVIDERS = ["learned", "osrm", "valhalla", "google"] as const;
export type RoutingProviderName = (typeof ROUTING_PROVIDERS)[number];

/** Road routing settings for the route planner, spread into the server's config schema (config.ts). */
export const routingConfigShape = {
  /**
   * Where a route plan's travel times and distances come from: `learned` (default, the fleet's own history, no
   * external service), `osrm`, `valhalla` or `google` (a road router's matrix; the learned model when it fails).
   */
  ROUTING_PROVIDER: z
    .enum(ROUTING_PROVIDERS, { message: `ROUTING_PROVIDER is one of ${ROUTING_PROVIDERS.join(", ")}` })
    .default("learned"),
  /** OSRM's base URL, e.g. http://osrm:5000 (its /table/v1/driving service) */
  ROUTING_OSRM_URL: z.url().optional(),
  /** Valhalla's base URL, e.g. http://valhalla:8002 (its /sources_to_targets service) */
  ROUTING_VALHALLA_URL: z.url().optional(),
  /** the Google Routes API key (its computeRouteMatrix); sent in a header only, never logged or shown */
  ROUTING_GOOGLE_API_KEY: z.string().trim().min(1).optional(),
  /** the Routes API's base URL (tests point it at a local server) */
  ROUTING_GOOGLE_URL: z.url().default("https://routes.googleapis.com"),
  /** a matrix request's timeout, ms */
  ROUTING_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
};

type RoutingSettings = z.output<z.ZodObject<typeof routingConfigShape>>;

export type RoutingConfig =
  | { provider: "learned" }
  | { provider: "osrm" | "valhalla"; url: string; timeoutMs: number }
  | { provider: "google"; url: string; apiKey: string; timeoutMs: number };

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");

/**
 * The provider and its address; a road router chosen without its URL (Google: without its key) stops the start with
 * a clear message.
 */
export function routingConfig(settings: RoutingSettings): RoutingConfig {
  const provider = settings.ROUTING_PROVIDER;
  if (provider === "learned") return { provider };
  const timeoutMs = settings.ROUTING_TIMEOUT_MS;
  if (provider === "google") {
    const apiKey = settings.ROUTING_GOOGLE_API_KEY;
    if (!apiKey)
      throw new Error("Invalid configuration:\n  ROUTING_PROVIDER=google needs ROUTING_GOOGLE_API_KEY");
    return { provider, url: withoutTrailingSlash(settings.ROUTING_GOOGLE_URL), apiKey, timeoutMs };
  }
  const url = provider === "osrm" ? settings.ROUTING_OSRM_URL : settings.ROUTING_VALHALLA_URL;
  if (!url)
    throw new Error(
      `Invalid configuration:\n  ROUTING_PROVIDER=${provider} needs ROUTING_${provider.toUpperCase()}_URL`,
    );
  return { provider, url: withoutTrailingSlash(url), timeoutMs };
}
