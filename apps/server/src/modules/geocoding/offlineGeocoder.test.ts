import { describe, expect, it } from "vitest";
import { describeNear, distanceMetres } from "./geocoding.js";
import { INDONESIAN_LANDMARKS, LANDMARK_KINDS } from "./indonesianLandmarks.js";
import { buildIndonesianPlaces, nearestPlace, offlinePlaces, searchPlaces } from "./indonesianPlaces.js";
import { parseOfflinePlaceId } from "./offlineGeocoder.js";
import { TtlCache } from "./ttlCache.js";

describe("Indonesian places (GeoNames)", () => {
  const places = buildIndonesianPlaces();

  it("holds only Indonesian places, largest first", () => {
    expect(places.length).toBeGreaterThan(1_000);
    expect(places[0]?.name).toBe("Jakarta");
    for (const place of places) {
      expect(place.lat).toBeGreaterThan(-12);
      expect(place.lat).toBeLessThan(7);
      expect(place.lng).toBeGreaterThan(94);
      expect(place.lng).toBeLessThan(142);
    }
  });

  it("matches a name prefix, ranked by population, with the province", () => {
    const [first] = searchPlaces(places, "beka");
    expect(first).toMatchObject({ name: "Bekasi", province: "Jawa Barat" });
    const surabaya = searchPlaces(places, "SURA");
    expect(surabaya[0]?.name).toBe("Surabaya");
    expect(surabaya.map((place) => place.population)).toEqual(
      [...surabaya.map((place) => place.population)].sort((a, b) => b - a),
    );
  });

  it("matches a word inside the name", () => {
    const names = searchPlaces(places, "selatan", 10).map((place) => place.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /selatan/i.test(name))).toBe(true);
  });

  it("names places by their Indonesian names, never GeoNames' English ones", () => {
    const names = new Set(places.map((place) => place.name));
    expect(names.has("Tangerang Selatan")).toBe(true);
    expect(names.has("South Tangerang")).toBe(false);
    expect(names.has("Kota Jambi")).toBe(true);
    expect(nearestPlace(places, -6.29, 106.71)?.place.name).toBe("Tangerang Selatan");
  });

  it("answers nothing for blank or unknown input", () => {
    expect(searchPlaces(places, "   ")).toEqual([]);
    expect(searchPlaces(places, "zzqxw")).toEqual([]);
  });

  it("finds the nearest place", () => {
    const near = nearestPlace(places, -6.25, 107.0);
    expect(near?.place.name).toBe("Bekasi");
    expect(near?.metres).toBeLessThan(5_000);
  });
});

describe("curated landmarks", () => {
  it("lie in Indonesia, each with its own id and a known kind", () => {
    const ids = new Set(INDONESIAN_LANDMARKS.map((landmark) => landmark.id));
    expect(ids.size).toBe(INDONESIAN_LANDMARKS.length);
    for (const landmark of INDONESIAN_LANDMARKS) {
      expect(landmark.lat).toBeGreaterThan(-11);
      expect(landmark.lat).toBeLessThan(6);
      expect(landmark.lng).toBeGreaterThan(95);
      expect(landmark.lng).toBeLessThan(141);
      expect(LANDMARK_KINDS).toContain(landmark.kind);
    }
  });

  it("come before GeoNames places of the same word; a city prefix still wins", async () => {
    const places = await offlinePlaces();
    expect(searchPlaces(places, "monas")[0]).toMatchObject({ placeId: "lm:1", kind: "landmark" });
    const gambir = searchPlaces(places, "gambir", 10).map((place) => place.name);
    expect(gambir).toContain("Stasiun Gambir");
    expect(searchPlaces(places, "bekasi")[0]).toMatchObject({ name: "Bekasi", kind: "city" });
  });
});

describe("describeNear", () => {
  it("speaks Indonesian with a decimal comma", () => {
    expect(describeNear("Bekasi", 2_345)).toBe("± 2,3 km dari Bekasi");
    expect(describeNear("Bekasi", 12_600)).toBe("± 13 km dari Bekasi");
    expect(describeNear("Bekasi", 420)).toBe("± 420 m dari Bekasi");
    expect(describeNear("Depo Cakung", 40)).toBe("Depo Cakung");
  });

  it("measures great-circle distance", () => {
    expect(Math.round(distanceMetres(0, 0, 0, 1) / 1000)).toBe(111);
  });
});

describe("offline place ids", () => {
  it("parses gn:, lm: and gf: ids only", () => {
    expect(parseOfflinePlaceId("gn:1649378")).toEqual({ kind: "gn", id: 1649378 });
    expect(parseOfflinePlaceId("lm:1")).toEqual({ kind: "lm", id: 1 });
    expect(parseOfflinePlaceId("gf:12")).toEqual({ kind: "gf", id: 12 });
    expect(parseOfflinePlaceId("ChIJ123")).toBeNull();
    expect(parseOfflinePlaceId("gf:1; drop")).toBeNull();
  });
});

describe("TtlCache", () => {
  it("evicts the least recently used entry and expires old ones", () => {
    let now = 0;
    const cache = new TtlCache<number>(2, 1_000, () => now);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    now = 1_001;
    expect(cache.get("c")).toBeUndefined();
  });
});
