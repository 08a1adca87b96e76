import { normaliseChatText } from "./normaliseChatText.js";
import type { WhatsappIntent } from "./whatsappIntent.js";

/** The rule that decided a message's intent, stored with the message so every answer can be traced. */
export type WhatsappIntentMatch = { intent: WhatsappIntent; rule: string };

type Rule = {
  name: string;
  intent: WhatsappIntent;
  test: (words: ReadonlySet<string>, text: string) => boolean;
};

const has = (words: ReadonlySet<string>, ...any: string[]) => any.some((word) => words.has(word));
const phrase = (text: string, pattern: RegExp) => pattern.test(text);

const DRIVER_WORDS = ["supir"];
const DRIVER_QUESTION = [
  "siapa",
  "nama",
  "nomor",
  "kontak",
  "hp",
  "wa",
  "telpon",
  "telepon",
  "hubungi",
  "info",
  "who",
  "whos",
  "name",
  "number",
  "phone",
  "contact",
];
const WHERE_WORDS = [
  "mana",
  "posisi",
  "lokasi",
  "location",
  "where",
  "wheres",
  "track",
  "tracking",
  "jauh",
  "deket",
  "far",
];
const TIME_WORDS = ["hari", "besok", "sore", "pagi", "siang", "malam", "nanti", "lusa"];
const ARRIVE_WORDS = ["sampai", "datang", "tiba"];
const DAMAGE_WORDS = [
  "rusak",
  "penyok",
  "pecah",
  "hilang",
  "basah",
  "bocor",
  "sobek",
  "robek",
  "damaged",
  "damage",
  "broken",
  "missing",
  "wrong",
  "leaking",
];

/**
 * The rules, first match wins. Order matters: a complaint beats everything ("rusak" in any message),
 * a question about the driver beats one about the place ("nomor supir"), when beats where ("jam
 * berapa tiba di lokasi"), where beats not-yet ("udh nyampe blm" asks where it is), not-yet beats
 * received ("belum diterima").
 */
const RULES: readonly Rule[] = [
  {
    name: "exception.damaged",
    intent: "exception",
    test: (words, text) =>
      has(words, ...DAMAGE_WORDS) ||
      (words.has("kurang") && !words.has("lebih")) ||
      phrase(text, / salah (kirim|barang|alamat|antar) /) ||
      phrase(text, / bukan barang /),
  },
  {
    name: "driver.ask",
    intent: "driver",
    test: (words, text) =>
      (has(words, ...DRIVER_WORDS) && has(words, ...DRIVER_QUESTION)) ||
      phrase(text, / siapa (yang )?(bawa|antar|kirim|nyetir|ngirim|ngantar)/) ||
      phrase(text, / (yang )?(bawa|antar|kirim|nyetir) siapa /) ||
      phrase(text, / who (is |s )?(delivering|driving|bringing)/),
  },
  {
    name: "when.ask",
    intent: "when",
    test: (words, text) =>
      has(words, "kapan", "eta", "estimasi", "perkiraan", "when", "arrival", "estimated", "arrive") ||
      phrase(text, / jam berapa /) ||
      phrase(text, / berapa (lama|jam|menit) /) ||
      phrase(text, / what time /) ||
      phrase(text, / how long /) ||
      (has(words, ...TIME_WORDS) && has(words, ...ARRIVE_WORDS, "jadi")),
  },
  {
    name: "where.ask",
    intent: "where",
    test: (words, text) =>
      has(words, ...WHERE_WORDS) ||
      phrase(text, / berapa km /) ||
      phrase(text, / share lo/) ||
      (words.has("sudah") && words.has("belum") && has(words, ...ARRIVE_WORDS)),
  },
  {
    name: "exception.notYet",
    intent: "exception",
    test: (words, text) =>
      words.has("belum") ||
      phrase(text, / not (yet|received|arrived|delivered)/) ||
      phrase(text, / (havent|hasnt|didnt) (received|arrived|come|get)/),
  },
  {
    name: "received.confirm",
    intent: "received",
    test: (words, text) => {
      const withoutThanks = text.replace(/ terima kasih /g, " ");
      return (
        / (di)?terima /.test(withoutThanks) ||
        has(words, "received", "delivered") ||
        (words.has("sudah") && has(words, ...ARRIVE_WORDS) && !words.has("?"))
      );
    },
  },
];

/** Reads a recipient's WhatsApp message: which intent, and by which rule (`unknown` goes to the operator). */
export function matchWhatsappIntent(message: string): WhatsappIntentMatch {
  const tokens = normaliseChatText(message);
  const words = new Set(tokens);
  const text = ` ${tokens.join(" ")} `;
  for (const rule of RULES) {
    if (rule.test(words, text)) return { intent: rule.intent, rule: rule.name };
  }
  return { intent: "unknown", rule: "unknown" };
}
