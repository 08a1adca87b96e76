/** Deep links that open turn-by-turn navigation to a point in Google Maps and in Waze (both open the app on a phone). */
export function navigationLinks(point: { lat: number; lng: number }) {
  const at = `${point.lat},${point.lng}`;
  return {
    googleMaps: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(at)}&travelmode=driving`,
    waze: `https://waze.com/ul?ll=${encodeURIComponent(at)}&navigate=yes`,
  };
}
