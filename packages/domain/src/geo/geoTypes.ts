/** A point on the map in decimal degrees (WGS 84). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A polygon ring as `[lat, lng]` pairs, not closed (the last point joins the first). Same form as a geofence's polyData. */
export type PolygonRing = readonly (readonly [number, number])[];

export interface CircleData {
  lat: number;
  lng: number;
  /** Metres. */
  radius: number;
}

/** A geofence's shape: C circle (circData) or P polygon (polyData). */
export type GeofenceShape = { type: "C"; circData: CircleData } | { type: "P"; polyData: PolygonRing };

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}
