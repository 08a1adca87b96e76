import type { VehicleSample } from "../vehicleModel.js";

const hemisphere = (value: number, positive: string, negative: string) =>
  `${value < 0 ? negative : positive}${Math.abs(value).toFixed(6)}`;

/** What a simulated GT06 tracker answers to an online command, in the style of the real firmwares. */
export function gt06CommandAnswer(command: string, sample: VehicleSample | null): string {
  const text = command.trim().toUpperCase();
  if (text === "WHERE#") {
    if (!sample) return "No GPS fix";
    const where = `Lat:${hemisphere(sample.lat, "N", "S")},Lon:${hemisphere(sample.lon, "E", "W")}`;
    return `${where},Course:${Math.round(sample.course)},Speed:${Math.round(sample.speedKmh)}km/h`;
  }
  if (text === "RELAY,1#") return "Cut off the fuel supply: Success!";
  if (text === "RELAY,0#") return "Restore fuel supply: Success!";
  return `Unknown command: ${command.trim()}`;
}
