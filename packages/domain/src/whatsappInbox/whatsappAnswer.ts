import type { Language } from "../language.js";
import { type CompanyTimeZone, formatZonedTime } from "../timeZone.js";
import type { WhatsappIntent } from "./whatsappIntent.js";

/** What a link lets its recipient see, as the answer may tell it (only the link's picked fields are filled). */
export interface WhatsappAnswerFacts {
  licensePlate: string;
  /** the vehicle's last fix; null when the link does not show `lastSeen` or the vehicle never reported */
  lastSeen: Date | null;
  /** straight-line distance to the recipient's destination, metres; null without a destination or a position */
  distanceMeters: number | null;
  /** seconds; null without a destination or position; 0 once there */
  etaSeconds: number | null;
  stopped: boolean;
  /** null when the link does not show the driver (or the vehicle has none) */
  driverName: string | null;
  /** the recipient's own tracking link */
  link: string;
  /** the link was reopened for this answer (it had expired) */
  reopened: boolean;
  timeZone: CompanyTimeZone;
}

function kilometres(meters: number) {
  return meters < 1000 ? `${Math.round(meters)} m` : `${(meters / 1000).toFixed(1)} km`;
}

function duration(seconds: number, language: Language) {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return language === "en" ? `${minutes} min` : `${minutes} menit`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return language === "en" ? `${hours} h ${rest} min` : `${hours} jam ${rest} menit`;
}

function linkLine(facts: WhatsappAnswerFacts, language: Language) {
  if (language === "en")
    return facts.reopened
      ? `Your link had expired; here it is again: ${facts.link}`
      : `Track it live: ${facts.link}`;
  return facts.reopened
    ? `Tautan Anda sudah berakhir, ini tautan yang dibuka lagi: ${facts.link}`
    : `Pantau langsung di: ${facts.link}`;
}

function whereText(facts: WhatsappAnswerFacts, language: Language) {
  const en = language === "en";
  const lines = [en ? `Vehicle ${facts.licensePlate}.` : `Kendaraan ${facts.licensePlate}.`];
  if (facts.lastSeen)
    lines.push(
      en
        ? `Last seen ${formatZonedTime(facts.lastSeen, facts.timeZone)}.`
        : `Terakhir terlihat ${formatZonedTime(facts.lastSeen, facts.timeZone)}.`,
    );
  if (facts.distanceMeters !== null)
    lines.push(
      en
        ? `About ${kilometres(facts.distanceMeters)} from your address.`
        : `Sekitar ${kilometres(facts.distanceMeters)} dari alamat Anda.`,
    );
  const eta = whenLine(facts, language);
  if (eta) lines.push(eta);
  lines.push(linkLine(facts, language));
  return lines.join("\n");
}

function whenLine(facts: WhatsappAnswerFacts, language: Language): string | null {
  const en = language === "en";
  if (facts.etaSeconds === null) return null;
  if (facts.etaSeconds === 0)
    return en ? "The vehicle is at your address." : "Kendaraan sudah di alamat Anda.";
  if (facts.stopped)
    return en
      ? "The vehicle is stopped now; no arrival time until it moves again."
      : "Kendaraan sedang berhenti; perkiraan tiba menyusul setelah kendaraan jalan lagi.";
  return en
    ? `Estimated arrival in about ${duration(facts.etaSeconds, language)}.`
    : `Perkiraan tiba sekitar ${duration(facts.etaSeconds, language)} lagi.`;
}

/**
 * The automatic answer to a recipient's question, in their language, telling only what their link shows; null when
 * the question is not one a rule answers (or the link cannot answer it), so the operator answers instead.
 */
export function whatsappAnswer(
  intent: WhatsappIntent,
  facts: WhatsappAnswerFacts,
  language: Language,
): string | null {
  const en = language === "en";
  switch (intent) {
    case "where":
      return whereText(facts, language);
    case "when": {
      const line = whenLine(facts, language);
      return line
        ? `${en ? `Vehicle ${facts.licensePlate}.` : `Kendaraan ${facts.licensePlate}.`}\n${line}\n${linkLine(facts, language)}`
        : null;
    }
    case "driver":
      if (!facts.driverName) return null;
      return en
        ? `The driver of ${facts.licensePlate} is ${facts.driverName}.`
        : `Pengemudi kendaraan ${facts.licensePlate}: ${facts.driverName}.`;
    default:
      return null;
  }
}

/** The answer to a consignee's confirmation, or to their exception (which goes to the operator as well). */
export function whatsappAcknowledgement(
  kind: "confirmed" | "exception" | "operator",
  language: Language,
): string {
  const en = language === "en";
  switch (kind) {
    case "confirmed":
      return en
        ? "Thank you, your receipt is recorded."
        : "Terima kasih, penerimaan barang sudah kami catat.";
    case "exception":
      return en
        ? "Sorry for the trouble. Our operator has been told and will contact you."
        : "Mohon maaf atas kendalanya. Operator kami sudah diberi tahu dan akan menghubungi Anda.";
    default:
      return en
        ? "Thank you, our operator will answer you shortly."
        : "Terima kasih, operator kami akan segera membalas.";
  }
}
