import { describe, expect, it } from "vitest";
import { chatLanguage } from "./chatLanguage.js";
import { type WhatsappAnswerFacts, whatsappAnswer } from "./whatsappAnswer.js";

const facts: WhatsappAnswerFacts = {
  licensePlate: "B 1234 XY",
  lastSeen: new Date("2026-11-29T03:00:00Z"),
  distanceMeters: 4200,
  etaSeconds: 900,
  stopped: false,
  driverName: null,
  link: "https://armada.test/fleet/live-track/1?shToken=a&c=b",
  reopened: false,
  timeZone: "Asia/Jakarta",
};

describe("whatsappAnswer", () => {
  it("tells where, with the last seen time in the company's zone, distance, ETA and the link", () => {
    const text = whatsappAnswer("where", facts, "id") ?? "";
    expect(text).toContain("B 1234 XY");
    expect(text).toContain("10:00 WIB");
    expect(text).toContain("4.2 km");
    expect(text).toContain("15 menit");
    expect(text).toContain(facts.link);
  });

  it("tells only what the link shows: no last seen, no driver", () => {
    const text = whatsappAnswer("where", { ...facts, lastSeen: null }, "id") ?? "";
    expect(text).not.toContain("Terakhir");
    expect(whatsappAnswer("driver", facts, "id")).toBeNull();
    expect(whatsappAnswer("driver", { ...facts, driverName: "Budi" }, "en")).toContain("Budi");
  });

  it("says when the link was reopened, and leaves unknown questions to the operator", () => {
    expect(whatsappAnswer("where", { ...facts, reopened: true }, "en")).toContain("expired");
    expect(whatsappAnswer("unknown", facts, "id")).toBeNull();
    expect(whatsappAnswer("when", { ...facts, etaSeconds: null }, "id")).toBeNull();
  });
});

describe("chatLanguage", () => {
  it("answers English to English and Indonesian otherwise", () => {
    expect(chatLanguage("Where is my truck?")).toBe("en");
    expect(chatLanguage("dmn pak?")).toBe("id");
    expect(chatLanguage("posisi where")).toBe("en");
    expect(chatLanguage("")).toBe("id");
  });
});
