import type { Language } from "../language.js";
import { normaliseChatText } from "./normaliseChatText.js";

const ENGLISH = new Set([
  "where",
  "wheres",
  "when",
  "who",
  "whos",
  "what",
  "how",
  "is",
  "are",
  "the",
  "my",
  "will",
  "it",
  "you",
  "received",
  "delivered",
  "please",
  "thanks",
  "thank",
  "arrive",
  "arrival",
  "truck",
  "yet",
  "not",
  "damaged",
]);

/** The language to answer in: English when the recipient wrote English words and no Indonesian ones we know. */
export function chatLanguage(text: string): Language {
  const words = normaliseChatText(text).filter((word) => word !== "?");
  const english = words.filter((word) => ENGLISH.has(word)).length;
  return english > 0 && english * 2 >= words.length ? "en" : "id";
}
