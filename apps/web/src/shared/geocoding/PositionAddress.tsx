/**
 * A vehicle's position as the address the server keeps for it (the vehicle address keeper: live fleet query and
 * `vehicle-addresses` socket messages); its coordinates until there is one. Pages never geocode row by row.
 */
export function PositionAddress({
  latitude,
  longitude,
  address,
}: {
  latitude: number;
  longitude: number;
  address: string | null;
}) {
  const coordinates = `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
  return (
    <span title={coordinates} data-testid="position-address" data-resolved={address !== null}>
      {address ?? coordinates}
    </span>
  );
}
