import type { FastifyBaseLogger } from "fastify";
import type { DbExecutor } from "../../db/database.js";
import type {
  GeoContext,
  PlaceLocation,
  PlaceSuggestion,
  PlacesProvider,
  ReverseGeocoder,
  ReverseResult,
} from "./geocoding.js";
import type { GeocodingConfig } from "./geocodingConfig.js";
import { createGooglePlaces } from "./googlePlaces.js";
import { createNominatim } from "./nominatim.js";
import { createOfflineGeocoder, parseOfflinePlaceId } from "./offlineGeocoder.js";
import { TtlCache } from "./ttlCache.js";

const CACHE_ENTRIES = 2_000;
const CACHE_TTL_MS = 10 * 60_000;

export interface GeocodingProviders {
  places: PlacesProvider;
  reverse: ReverseGeocoder;
  /** offline ids (gn:, lm:, gf:) always resolve here, whichever provider suggested the rest */
  offline: PlacesProvider;
}

export function createGeocodingProviders(db: DbExecutor, config: GeocodingConfig): GeocodingProviders {
  const offline = createOfflineGeocoder(db);
  return {
    places: config.google ? createGooglePlaces(config.google) : offline,
    reverse: config.nominatimUrl ? createNominatim(config.nominatimUrl) : offline,
    offline,
  };
}

/**
 * Places autocomplete, place detail and reverse geocoding for the operator app (docs/spec/temporary-live-view.md §7 calls 10-12): providers by
 * configuration, answers cached (LRU + TTL), every provider failure logged (no key) and answered empty (docs/spec/temporary-live-view.md §8).
 */
export function createGeocodingService(
  providers: GeocodingProviders,
  logger: Pick<FastifyBaseLogger, "warn">,
) {
  const suggestionsCache = new TtlCache<PlaceSuggestion[]>(CACHE_ENTRIES, CACHE_TTL_MS);
  const detailCache = new TtlCache<PlaceLocation | null>(CACHE_ENTRIES, CACHE_TTL_MS);
  const reverseCache = new TtlCache<ReverseResult | null>(CACHE_ENTRIES, CACHE_TTL_MS);

  async function guarded<T>(
    cache: TtlCache<T>,
    key: string,
    provider: string,
    call: string,
    work: () => Promise<T>,
    empty: T,
  ): Promise<T> {
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    try {
      const value = await work();
      cache.set(key, value);
      return value;
    } catch (error) {
      logger.warn(
        { provider, call, reason: error instanceof Error ? error.message : String(error) },
        "geocoding provider failed; answering empty",
      );
      return empty;
    }
  }

  return {
    autocomplete(input: string, context: GeoContext): Promise<PlaceSuggestion[]> {
      const { places } = providers;
      const key = `${places.name}|${context.companyId}|${input.trim().toLowerCase()}`;
      return guarded(
        suggestionsCache,
        key,
        places.name,
        "autocomplete",
        () => places.autocomplete(input, context),
        [],
      );
    },

    detail(placeId: string, context: GeoContext): Promise<PlaceLocation | null> {
      const provider = parseOfflinePlaceId(placeId) ? providers.offline : providers.places;
      const key = `${provider.name}|${context.companyId}|${placeId}`;
      return guarded(
        detailCache,
        key,
        provider.name,
        "detail",
        () => provider.detail(placeId, context),
        null,
      );
    },

    reverse(lat: number, lng: number, context: GeoContext): Promise<ReverseResult | null> {
      const { reverse } = providers;
      // ~11 m grid: nearby requests share an answer
      const key = `${reverse.name}|${context.companyId}|${lat.toFixed(4)},${lng.toFixed(4)}`;
      return guarded(
        reverseCache,
        key,
        reverse.name,
        "reverse",
        () => reverse.reverse(lat, lng, context),
        null,
      );
    },
  };
}

export type GeocodingService = ReturnType<typeof createGeocodingService>;
