import { type CompanyTimeZone, formatZonedTime } from "../../timeZone.js";
import { alertCodeDefinition } from "../alertCatalogue.js";
import { formatAlertData } from "../alertDataFormat.js";

/**
 * The WhatsApp text for a rule's contact recipients, e.g. "Peringatan Armada: B 1234 XY — Kecepatan Berlebih
 * 92 km/h selama 75 detik (batas 80 km/h), https://maps.google.com/?q=-6.20000,106.85000 (21 Nov 2026 10:02 WIB)".
 * The address is not known yet when the alert is stored (the geocoder fills it afterwards), so the place is a map
 * link. The time is in the company's zone.
 */
export function alertWhatsAppText(input: {
  licensePlate: string;
  alertCode: number;
  alertData: string | null;
  latitude: number | null;
  longitude: number | null;
  createdOn: Date;
  timeZone: CompanyTimeZone;
}): string {
  const name = alertCodeDefinition(input.alertCode)?.descriptionIdn ?? `Peringatan ${input.alertCode}`;
  const detail = formatAlertData(input.alertCode, input.alertData, "id");
  const what = detail ? `${name} ${detail}` : name;
  const where =
    input.latitude !== null && input.longitude !== null
      ? `, https://maps.google.com/?q=${input.latitude.toFixed(5)},${input.longitude.toFixed(5)}`
      : "";
  return `Peringatan Armada: ${input.licensePlate} — ${what}${where} (${formatZonedTime(input.createdOn, input.timeZone)})`;
}
