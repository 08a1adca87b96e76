import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchWhatsappIntent } from "./matchWhatsappIntent.js";
import { normaliseChatText } from "./normaliseChatText.js";
import { WHATSAPP_INTENTS } from "./whatsappIntent.js";

/** The examples the rules were tuned on (the held-out list in heldOutMessages.fixture.ts is not). */
const TUNING: ReadonlyArray<readonly [string, string]> = [
  ["dmn", "where"],
  ["udh nyampe blm", "where"],
  ["posisi dmn pak", "where"],
  ["sudah sampai mana?", "where"],
  ["truk sdh di mana", "where"],
  ["lokasinya?", "where"],
  ["masih jauh ga", "where"],
  ["where's my order", "where"],
  ["kpn sampe", "when"],
  ["kapan tiba?", "when"],
  ["jam brp dtg", "when"],
  ["eta berapa", "when"],
  ["besok datang?", "when"],
  ["when does it arrive", "when"],
  ["siapa drivernya", "driver"],
  ["nomor sopir berapa", "driver"],
  ["siapa yg antar", "driver"],
  ["who is driving", "driver"],
  ["what's the courier's name", "driver"],
  ["who's bringing it", "driver"],
  ["where's the truck now", "where"],
  ["diterima", "received"],
  // the receipt template's quick-reply buttons, and the "arrived" notice's own words (capitals)
  ["Diterima", "received"],
  ["DITERIMA", "received"],
  ["Belum diterima", "exception"],
  ["BELUM", "exception"],
  ["terima", "received"],
  ["sdh diterima pak", "received"],
  ["barang sdh datang", "received"],
  ["received", "received"],
  ["belum", "exception"],
  ["rusak", "exception"],
  ["barang penyok", "exception"],
  ["not yet", "exception"],
  ["damaged box", "exception"],
  ["terima kasih", "unknown"],
  ["halo pak", "unknown"],
  ["ok siap", "unknown"],
  ["", "unknown"],
];

describe("normaliseChatText", () => {
  it("spells out chat abbreviations and typing repeats", () => {
    expect(normaliseChatText("Dmnnn pakk??")).toEqual(["di", "mana", "pak", "?", "?"]);
    expect(normaliseChatText("udh nyampe blm")).toEqual(["sudah", "sampai", "belum"]);
    expect(normaliseChatText("kira2 kpn sampenya")).toEqual(["kira", "kapan", "sampai"]);
    expect(normaliseChatText("Supirnya SIAPA")).toEqual(["supir", "siapa"]);
  });

  it("splits an English 's off its word", () => {
    expect(normaliseChatText("The driver's phone")).toEqual(["the", "supir", "s", "phone"]);
    expect(normaliseChatText("who’s coming")).toEqual(["who", "s", "coming"]);
    expect(normaliseChatText("dont")).toEqual(["dont"]);
  });

  it("keeps English words with double letters", () => {
    expect(normaliseChatText("all good")).toEqual(["all", "good"]);
  });
});

describe("matchWhatsappIntent", () => {
  it.each(TUNING)("%s → %s", (text, intent) => {
    expect(matchWhatsappIntent(text).intent).toBe(intent);
  });

  it("names the rule that matched", () => {
    expect(matchWhatsappIntent("rusak").rule).toBe("exception.damaged");
    expect(matchWhatsappIntent("halo").rule).toBe("unknown");
  });

  it("always gives one of the intents, whatever is typed", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(WHATSAPP_INTENTS).toContain(matchWhatsappIntent(text).intent);
      }),
    );
  });

  it("does not depend on letter case or on repeated letters at the end", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TUNING.map(([text]) => text)),
        fc.integer({ min: 3, max: 6 }),
        (text, n) => {
          const shouted = `${text.toUpperCase()}${text.endsWith("?") || text === "" ? "" : text.slice(-1).repeat(n)}`;
          expect(matchWhatsappIntent(shouted).intent).toBe(matchWhatsappIntent(text).intent);
        },
      ),
    );
  });
});
