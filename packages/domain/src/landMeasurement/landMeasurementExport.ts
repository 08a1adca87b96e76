import type { PolygonRing } from "../geo/geoTypes.js";
import { squareMetersToHectares } from "./measureLandPolygon.js";

/** What an export needs of a saved measurement. */
export interface LandMeasurementExportable {
  name: string;
  points: PolygonRing;
  areaSquareMeters: number;
  perimeterMeters: number;
}

/** The ring closed and counter-clockwise, as `[lng, lat]` (GeoJSON's right-hand rule, RFC 7946 §3.1.6). */
function closedLngLatRing(points: PolygonRing): [number, number][] {
  const ring = points.map(([lat, lng]) => [lng, lat] as [number, number]);
  let twiceArea = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i] as [number, number];
    const [x2, y2] = ring[(i + 1) % ring.length] as [number, number];
    twiceArea += x1 * y2 - x2 * y1;
  }
  if (twiceArea < 0) ring.reverse();
  const first = ring[0];
  return first ? [...ring, first] : ring;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** A GeoJSON Feature (RFC 7946) of the boundary, with its name, hectares and perimeter as properties. */
export function landMeasurementGeoJson(measurement: LandMeasurementExportable): string {
  const feature = {
    type: "Feature",
    properties: {
      name: measurement.name,
      areaHectares: round(squareMetersToHectares(measurement.areaSquareMeters), 4),
      perimeterMeters: round(measurement.perimeterMeters, 1),
    },
    geometry: { type: "Polygon", coordinates: [closedLngLatRing(measurement.points)] },
  };
  return JSON.stringify(feature, null, 2);
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** A KML 2.2 document of one placemark: the boundary as a polygon, hectares and perimeter as extended data. */
export function landMeasurementKml(measurement: LandMeasurementExportable): string {
  const coordinates = closedLngLatRing(measurement.points)
    .map(([lng, lat]) => `${lng},${lat},0`)
    .join(" ");
  const name = escapeXml(measurement.name);
  const hectares = round(squareMetersToHectares(measurement.areaSquareMeters), 4);
  const perimeter = round(measurement.perimeterMeters, 1);
  return `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2">
  <Document>
    <name>${name}</name>
    <Placemark>
      <name>${name}</name>
      <ExtendedData>
        <Data name="areaHectares"><value>${hectares}</value></Data>
        <Data name="perimeterMeters"><value>${perimeter}</value></Data>
      </ExtendedData>
      <Polygon>
        <outerBoundaryIs>
          <LinearRing>
            <coordinates>${coordinates}</coordinates>
          </LinearRing>
        </outerBoundaryIs>
      </Polygon>
    </Placemark>
  </Document>
</kml>
`;
}

/**
 * A file name from a measurement's name: letters and digits (accents dropped), words joined by "-", at most 60
 * characters, never empty, never a path.
 */
export function landMeasurementFileName(name: string, extension: "kml" | "geojson"): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${base || "pengukuran-lahan"}.${extension}`;
}
