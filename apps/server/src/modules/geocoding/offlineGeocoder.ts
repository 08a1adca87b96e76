import type { DbExecutor } from "../../db/database.js";
import {
  describeNear,
  distanceMetres,
  type PlaceSuggestion,
  type PlacesProvider,
  type ReverseGeocoder,
} from "./geocoding.js";
import { findSavedPlace, savedPlacesNear, searchSavedPlaces } from "./geofencePlaces.js";
import { type IndonesianPlace, nearestPlace, offlinePlaces, searchPlaces } from "./indonesianPlaces.js";

const SUGGESTIONS = 5;
/** A saved place closer than this names the point before a city does. */
const SAVED_PLACE_RADIUS_M = 2_000;

/**
 * Place ids of the offline geocoder: `gn:<GeoNames id>` for a place, `lm:<id>` for a curated landmark,
 * `gf:<geofence id>` for a saved address.
 */
export function parseOfflinePlaceId(placeId: string): { kind: "gn" | "lm" | "gf"; id: number } | null {
  const match = /^(gn|lm|gf):(\d{1,12})$/.exec(placeId);
  return match ? { kind: match[1] as "gn" | "lm" | "gf", id: Number(match[2]) } : null;
}

/**
 * The default geocoder, needing no key and no network: curated landmarks and Indonesian GeoNames places ranked by
 * population, plus the caller company's saved geofences (never another company's).
 */
export function createOfflineGeocoder(db: DbExecutor): PlacesProvider & ReverseGeocoder {
  const byId = new Map<string, IndonesianPlace>();
  const placeById = async (placeId: string) => {
    if (byId.size === 0) for (const place of await offlinePlaces()) byId.set(place.placeId, place);
    return byId.get(placeId);
  };

  return {
    name: "offline",
    async autocomplete(input, context) {
      const saved = await searchSavedPlaces(db, context.companyId, input, SUGGESTIONS);
      const suggestions: PlaceSuggestion[] = saved.map((place) => ({
        placeId: `gf:${place.geofenceId}`,
        mainText: place.name,
        secondaryText: place.address ?? "",
        kind: "saved",
      }));
      for (const place of searchPlaces(await offlinePlaces(), input, SUGGESTIONS)) {
        suggestions.push({
          placeId: place.placeId,
          mainText: place.name,
          secondaryText: place.province ? `${place.province}, Indonesia` : "Indonesia",
          kind: place.kind,
        });
      }
      return suggestions.slice(0, SUGGESTIONS * 2);
    },

    async detail(placeId, context) {
      const parsed = parseOfflinePlaceId(placeId);
      if (!parsed) return null;
      if (parsed.kind === "gf") {
        const saved = await findSavedPlace(db, context.companyId, parsed.id);
        return saved ? { latitude: saved.lat, longitude: saved.lng } : null;
      }
      const place = await placeById(placeId);
      return place ? { latitude: place.lat, longitude: place.lng } : null;
    },

    async reverse(lat, lng, context) {
      const saved = (await savedPlacesNear(db, context.companyId, lat, lng))
        .map((place) => ({ place, metres: distanceMetres(lat, lng, place.lat, place.lng) }))
        .sort((a, b) => a.metres - b.metres)[0];
      const city = nearestPlace(await offlinePlaces(), lat, lng);
      const point = { lat: String(lat), lon: String(lng) };
      if (saved && (saved.metres <= SAVED_PLACE_RADIUS_M || !city || saved.metres < city.metres)) {
        const near = { name: saved.place.name, metres: Math.round(saved.metres) };
        const phrase = describeNear(near.name, near.metres);
        return { display_name: phrase, title: phrase, near, ...point };
      }
      if (!city) return null;
      const { place } = city;
      const name = place.province ? `${place.name}, ${place.province}` : place.name;
      const near = { name, metres: Math.round(city.metres) };
      return {
        display_name: describeNear(name, near.metres),
        title: describeNear(place.name, near.metres),
        near,
        ...point,
      };
    },
  };
}
