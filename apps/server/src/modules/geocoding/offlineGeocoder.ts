import type { DbExecutor } from "../../db/database.js";
import {
  describeNear,
  distanceMetres,
  type PlaceSuggestion,
  type PlacesProvider,
  type ReverseGeocoder,
} from "./geocoding.js";
import { findSavedPlace, savedPlacesNear, searchSavedPlaces } from "./geofencePlaces.js";
import { type IndonesianPlace, indonesianPlaces, nearestPlace, searchPlaces } from "./indonesianPlaces.js";

const SUGGESTIONS = 5;
/** A saved place closer than this names the point before a city does. */
const SAVED_PLACE_RADIUS_M = 2_000;

/** Place ids of the offline geocoder: `gn:<GeoNames id>` for a place, `gf:<geofence id>` for a saved address. */
export function parseOfflinePlaceId(placeId: string): { kind: "gn" | "gf"; id: number } | null {
  const match = /^(gn|gf):(\d{1,12})$/.exec(placeId);
  return match ? { kind: match[1] as "gn" | "gf", id: Number(match[2]) } : null;
}

/**
 * The default geocoder, needing no key and no network: Indonesian GeoNames places ranked by population, plus
 * the caller company's saved geofences (never another company's).
 */
export function createOfflineGeocoder(
  db: DbExecutor,
  places: () => readonly IndonesianPlace[] = indonesianPlaces,
): PlacesProvider & ReverseGeocoder {
  const byId = new Map<number, IndonesianPlace>();
  const placeById = (id: number) => {
    if (byId.size === 0) for (const place of places()) byId.set(place.id, place);
    return byId.get(id);
  };

  return {
    name: "offline",
    async autocomplete(input, context) {
      const saved = await searchSavedPlaces(db, context.companyId, input, SUGGESTIONS);
      const suggestions: PlaceSuggestion[] = saved.map((place) => ({
        placeId: `gf:${place.geofenceId}`,
        mainText: place.name,
        secondaryText: place.address ?? "",
      }));
      for (const place of searchPlaces(places(), input, SUGGESTIONS)) {
        suggestions.push({
          placeId: `gn:${place.id}`,
          mainText: place.name,
          secondaryText: place.province ? `${place.province}, Indonesia` : "Indonesia",
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
      const place = placeById(parsed.id);
      return place ? { latitude: place.lat, longitude: place.lng } : null;
    },

    async reverse(lat, lng, context) {
      const saved = (await savedPlacesNear(db, context.companyId, lat, lng))
        .map((place) => ({ place, metres: distanceMetres(lat, lng, place.lat, place.lng) }))
        .sort((a, b) => a.metres - b.metres)[0];
      const city = nearestPlace(places(), lat, lng);
      const point = { lat: String(lat), lon: String(lng) };
      if (saved && (saved.metres <= SAVED_PLACE_RADIUS_M || !city || saved.metres < city.metres)) {
        const near = { name: saved.place.name, metres: Math.round(saved.metres) };
        return { display_name: describeNear(near.name, near.metres), near, ...point };
      }
      if (!city) return null;
      const name = city.place.province ? `${city.place.name}, ${city.place.province}` : city.place.name;
      const near = { name, metres: Math.round(city.metres) };
      return { display_name: describeNear(name, near.metres), near, ...point };
    },
  };
}
