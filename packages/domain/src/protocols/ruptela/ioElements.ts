import type { TrackerFix } from "../tracker/trackerCodec.js";
import { gsmBars } from "../tracker/trackerCodec.js";

/** One IO element of a record: its id and raw value (8-byte values as bigint). */
export interface RuptelaIo {
  id: number;
  value: number | bigint;
}

/** Ruptela FM4 IO ids Armada reads (the FM-Eco4/Pro4 IO list). */
export const RUPTELA_IO = {
  digitalInput1: 2,
  digitalInput2: 3,
  digitalInput3: 4,
  /** DIN4: the FM devices' ignition input */
  ignition: 5,
  gsmSignal: 27,
  powerSupplyMillivolts: 29,
  batteryMillivolts: 30,
  iButton: 34,
  virtualOdometerMeters: 65,
} as const;

type Mapped = Pick<TrackerFix, "ignition" | "charging" | "odometerKm" | "attributes">;

/** The IO elements as our fields and attributes: the known ones named, every other kept as `io<id>`. */
export function mapRuptelaIo(elements: readonly RuptelaIo[]): Mapped {
  const mapped: Mapped = { attributes: {} };
  const { attributes } = mapped;
  for (const { id, value } of elements) {
    const number = Number(value);
    switch (id) {
      case RUPTELA_IO.ignition:
        mapped.ignition = number === 1;
        break;
      case RUPTELA_IO.digitalInput1:
      case RUPTELA_IO.digitalInput2:
      case RUPTELA_IO.digitalInput3:
        attributes[`input${id - RUPTELA_IO.digitalInput1 + 1}`] = number === 1;
        break;
      case RUPTELA_IO.gsmSignal:
        attributes.gsmSignal = gsmBars(number, 31);
        break;
      case RUPTELA_IO.powerSupplyMillivolts:
        attributes.externalVolts = number / 1000;
        mapped.charging = number > 0;
        attributes.charging = mapped.charging;
        break;
      case RUPTELA_IO.batteryMillivolts:
        attributes.batteryVolts = number / 1000;
        break;
      case RUPTELA_IO.virtualOdometerMeters:
        mapped.odometerKm = number / 1000;
        break;
      case RUPTELA_IO.iButton:
        if (number !== 0) attributes.driverCard = BigInt(value).toString(16).padStart(16, "0");
        break;
      default:
        attributes[`io${id}`] = typeof value === "bigint" ? value.toString(16).padStart(16, "0") : value;
    }
  }
  return mapped;
}
