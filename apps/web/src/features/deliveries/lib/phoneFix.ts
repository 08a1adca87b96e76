/** A fix of the phone as the server takes it (reportMyPositions): speed in km/h, unknown values null. */
export interface PhoneFix {
  time: string;
  latitude: number;
  longitude: number;
  accuracy: number;
  speedKmh: number | null;
  course: number | null;
  altitude: number | null;
}

const known = (value: number | null) => (value === null || Number.isNaN(value) ? null : value);

/** `navigator.geolocation`'s position as a fix: its speed (m/s) in km/h, a heading of a standing phone (NaN) unknown. */
export function phoneFix(position: GeolocationPosition): PhoneFix {
  const { coords } = position;
  const speed = known(coords.speed);
  return {
    time: new Date(position.timestamp).toISOString(),
    latitude: coords.latitude,
    longitude: coords.longitude,
    accuracy: coords.accuracy,
    speedKmh: speed === null ? null : Math.round(speed * 3.6 * 10) / 10,
    course: known(coords.heading),
    altitude: known(coords.altitude),
  };
}
