import type { TrackerFix } from "../tracker/trackerCodec.js";
import { gsmBars } from "../tracker/trackerCodec.js";

/** One IO element of an AVL record: its id and raw value (8-byte values as bigint, NX values as bytes). */
export interface TeltonikaIo {
  id: number;
  value: number | bigint | Uint8Array;
}

/** Teltonika FMB IO ids Armada reads (the FMB AVL ID list). */
export const TELTONIKA_IO = {
  digitalInput1: 1,
  analogInput1: 9,
  totalOdometer: 16,
  gsmSignal: 21,
  fuelLevelObd: 48,
  externalVoltage: 66,
  batteryVoltage: 67,
  dallasTemperature1: 72,
  dallasTemperature2: 73,
  dallasTemperature3: 74,
  dallasTemperature4: 75,
  iButton: 78,
  fuelLevelCan: 89,
  batteryLevel: 113,
  digitalOutput1: 179,
  rfid: 207,
  ignition: 239,
  movement: 240,
  towing: 246,
  crash: 247,
  unplug: 252,
} as const;

/** Dallas sensors report this when the sensor is absent or failed (0.1 °C units, e.g. 3000 = 300 °C) */
const DALLAS_ERRORS = new Set([850, 2000, 3000, 4000, 5000]);

const asNumber = (value: TeltonikaIo["value"]) =>
  typeof value === "number" ? value : typeof value === "bigint" ? Number(value) : Number.NaN;

const signed32 = (value: number) => (value > 0x7fff_ffff ? value - 0x1_0000_0000 : value);

const hex = (value: TeltonikaIo["value"]) =>
  typeof value === "bigint"
    ? value.toString(16).padStart(16, "0")
    : typeof value === "number"
      ? value.toString(16)
      : Array.from(value, (byte) => byte.toString(16).padStart(2, "0")).join("");

type Mapped = Pick<
  TrackerFix,
  | "ignition"
  | "charging"
  | "batteryPercent"
  | "fuelPercent"
  | "temperature"
  | "odometerKm"
  | "alarm"
  | "attributes"
>;

/** The IO elements as our fields and attributes: the known ones named, every other kept as `io<id>`. */
export function mapTeltonikaIo(elements: readonly TeltonikaIo[], eventId: number): Mapped {
  const mapped: Mapped = { attributes: {} };
  const { attributes } = mapped;
  const temperatures: number[] = [];
  for (const { id, value } of elements) {
    const number = asNumber(value);
    switch (id) {
      case TELTONIKA_IO.ignition:
        mapped.ignition = number === 1;
        break;
      case TELTONIKA_IO.movement:
        attributes.motion = number === 1;
        break;
      case TELTONIKA_IO.gsmSignal:
        attributes.gsmSignal = gsmBars(number, 5);
        break;
      case TELTONIKA_IO.externalVoltage:
        attributes.externalVolts = number / 1000;
        mapped.charging = number > 0;
        attributes.charging = mapped.charging;
        break;
      case TELTONIKA_IO.batteryVoltage:
        attributes.batteryVolts = number / 1000;
        break;
      case TELTONIKA_IO.batteryLevel:
        mapped.batteryPercent = number;
        break;
      case TELTONIKA_IO.fuelLevelObd:
      case TELTONIKA_IO.fuelLevelCan:
        mapped.fuelPercent = number;
        break;
      case TELTONIKA_IO.totalOdometer:
        mapped.odometerKm = number / 1000;
        break;
      case TELTONIKA_IO.dallasTemperature1:
      case TELTONIKA_IO.dallasTemperature2:
      case TELTONIKA_IO.dallasTemperature3:
      case TELTONIKA_IO.dallasTemperature4: {
        const tenths = signed32(number);
        if (DALLAS_ERRORS.has(tenths)) break;
        const index = id - TELTONIKA_IO.dallasTemperature1 + 1;
        attributes[`temperature${index}`] = tenths / 10;
        temperatures.push(tenths / 10);
        break;
      }
      case TELTONIKA_IO.iButton:
      case TELTONIKA_IO.rfid:
        if (number !== 0) attributes.driverCard = hex(value);
        break;
      case TELTONIKA_IO.digitalInput1:
        attributes.input1 = number === 1;
        break;
      case TELTONIKA_IO.digitalOutput1:
        attributes.output1 = number === 1;
        break;
      case TELTONIKA_IO.analogInput1:
        attributes.analogVolts1 = number / 1000;
        break;
      default:
        attributes[`io${id}`] = typeof value === "number" ? value : hex(value);
    }
  }
  if (temperatures[0] !== undefined) mapped.temperature = temperatures[0];
  const alarm = eventAlarm(eventId, elements);
  if (alarm) mapped.alarm = alarm;
  return mapped;
}

/** The event that caused the record, when it is an alarm: unplugged, towed, crashed. */
function eventAlarm(eventId: number, elements: readonly TeltonikaIo[]): string | undefined {
  const ioValue = (id: number) => asNumber(elements.find((element) => element.id === id)?.value ?? 0);
  if (eventId === TELTONIKA_IO.unplug && ioValue(TELTONIKA_IO.unplug) === 1) return "powerCut";
  if (eventId === TELTONIKA_IO.towing && ioValue(TELTONIKA_IO.towing) === 1) return "tow";
  if (eventId === TELTONIKA_IO.crash && ioValue(TELTONIKA_IO.crash) > 0) return "accident";
  return undefined;
}
