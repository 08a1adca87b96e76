/** @jsxImportSource preact */
import { formatEta, formatRelative, formatSpeed, formatTemperature } from "./format";
import { texts } from "./texts";
import type { PublicEta, PublicVehicle } from "./types";

interface VehicleCardProps {
  vehicle: PublicVehicle;
  eta: PublicEta | undefined;
  showEta: boolean;
  followed: boolean;
  now: number;
  onTap: (ref: string) => void;
}

/** One vehicle: the plate and state, then only the fields the link shows (present in the data). */
export function VehicleCard({ vehicle, eta, showEta, followed, now, onTap }: VehicleCardProps) {
  const hasPosition = vehicle.latitude != null && vehicle.longitude != null;
  // Only the fields the link shows and the server knows: a picked field with no value stays hidden.
  const details: { key: string; label: string; value: string }[] = [];
  if (vehicle.driverName) details.push({ key: "driver", label: texts.driver, value: vehicle.driverName });
  if (vehicle.lastSeen)
    details.push({ key: "lastSeen", label: texts.lastSeen, value: formatRelative(vehicle.lastSeen, now) });
  if (vehicle.speed != null)
    details.push({ key: "speed", label: texts.speed, value: formatSpeed(vehicle.speed) });
  if (vehicle.temperature != null)
    details.push({
      key: "temperature",
      label: texts.temperature,
      value: formatTemperature(vehicle.temperature),
    });

  return (
    <li>
      <button
        type="button"
        className="lt-card"
        data-testid="live-track-vehicle"
        data-ref={vehicle.ref}
        data-lat={vehicle.latitude ?? ""}
        data-lng={vehicle.longitude ?? ""}
        data-followed={followed}
        aria-pressed={followed}
        onClick={() => onTap(vehicle.ref)}
        disabled={!hasPosition}
      >
        <span className="lt-card-head">
          <span className="lt-status-dot" data-moving={vehicle.moving} aria-hidden="true" />
          <span className="lt-plate">{vehicle.licensePlate}</span>
          <span className="lt-chip" data-moving={vehicle.moving}>
            {vehicle.moving ? texts.moving : texts.stopped}
          </span>
        </span>
        {showEta && eta && (
          <span
            className="lt-eta"
            data-testid="live-track-eta"
            data-arrived={eta.etaSeconds <= 0}
            data-stopped={eta.stopped}
          >
            {formatEta(eta)}
          </span>
        )}
        {!hasPosition && <span className="lt-muted">{texts.noPosition}</span>}
        {details.length > 0 && (
          <span className="lt-details">
            {details.map((detail) => (
              <span key={detail.key} className="lt-detail" data-field={detail.key}>
                <span className="lt-detail-label">{detail.label}</span>
                <span className="lt-detail-value">{detail.value}</span>
              </span>
            ))}
          </span>
        )}
        {vehicle.engineStatus && (
          <span className="lt-engine" data-on={vehicle.engineStatus === "on"} data-field="engineStatus">
            {vehicle.engineStatus === "on" ? texts.engineOn : texts.engineOff}
          </span>
        )}
        {hasPosition && (
          <span className="lt-follow" aria-hidden="true">
            {followed ? `${texts.following} · ${texts.followHint}` : texts.follow}
          </span>
        )}
      </button>
    </li>
  );
}
