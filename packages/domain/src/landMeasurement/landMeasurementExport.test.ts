import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  escapeXml,
  landMeasurementFileName,
  landMeasurementGeoJson,
  landMeasurementKml,
} from "./landMeasurementExport.js";

const BLOCK = {
  name: `Blok A7 <Sei "Mandau"> & Co's`,
  // clockwise as given: the export turns it counter-clockwise
  points: [
    [0.5, 101.4],
    [0.5, 101.41],
    [0.49, 101.41],
    [0.49, 101.4],
  ] as [number, number][],
  areaSquareMeters: 1_234_567.891,
  perimeterMeters: 4_444.44,
};

describe("landMeasurementGeoJson", () => {
  it("is a closed counter-clockwise polygon in lng, lat with hectares", () => {
    const feature = JSON.parse(landMeasurementGeoJson(BLOCK));
    expect(feature.type).toBe("Feature");
    expect(feature.properties).toEqual({ name: BLOCK.name, areaHectares: 123.4568, perimeterMeters: 4444.4 });
    const ring = feature.geometry.coordinates[0] as [number, number][];
    expect(ring).toHaveLength(5);
    expect(ring[0]).toEqual(ring[4]);
    expect(ring[0]).toEqual([101.4, 0.49]);
    let twiceArea = 0;
    for (let i = 0; i < 4; i++) {
      const [x1, y1] = ring[i] as [number, number];
      const [x2, y2] = ring[i + 1] as [number, number];
      twiceArea += x1 * y2 - x2 * y1;
    }
    expect(twiceArea).toBeGreaterThan(0);
  });
});

describe("landMeasurementKml", () => {
  it("escapes the name and closes the ring", () => {
    const kml = landMeasurementKml(BLOCK);
    expect(kml).toContain("<name>Blok A7 &lt;Sei &quot;Mandau&quot;&gt; &amp; Co&apos;s</name>");
    expect(kml).not.toContain("<Sei");
    expect(kml).toContain(
      "<coordinates>101.4,0.49,0 101.41,0.49,0 101.41,0.5,0 101.4,0.5,0 101.4,0.49,0</coordinates>",
    );
  });

  it("never lets a name break out of its element", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(escapeXml(text)).not.toMatch(/[<>"']|&(?!(amp|lt|gt|quot|apos);)/);
      }),
    );
  });
});

describe("landMeasurementFileName", () => {
  it("keeps letters and digits and is never empty nor a path", () => {
    expect(landMeasurementFileName("Blok A7 — Sei Mandau (Riau)", "kml")).toBe("blok-a7-sei-mandau-riau.kml");
    expect(landMeasurementFileName("../../etc/passwd", "geojson")).toBe("etc-passwd.geojson");
    expect(landMeasurementFileName("Kebun Pérak", "kml")).toBe("kebun-perak.kml");
    expect(landMeasurementFileName("«»", "kml")).toBe("pengukuran-lahan.kml");
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(landMeasurementFileName(name, "kml")).toMatch(/^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?\.kml$/);
      }),
    );
  });
});
