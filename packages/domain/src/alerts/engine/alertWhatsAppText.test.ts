import { describe, expect, it } from "vitest";
import { ALERT_CODE } from "../alertCodeNumbers.js";
import { alertWhatsAppText, formatWibTime } from "./alertWhatsAppText.js";

describe("alertWhatsAppText", () => {
  it("formats WIB time in Indonesian", () => {
    expect(formatWibTime(new Date("2026-11-21T03:02:00Z"))).toBe("21 Nov 2026 10:02 WIB");
    expect(formatWibTime(new Date("2026-08-31T17:30:00Z"))).toBe("1 Sep 2026 00:30 WIB");
  });

  it("names the vehicle, the alert with its measure, a map link and the time", () => {
    const text = alertWhatsAppText({
      licensePlate: "B 1234 XY",
      alertCode: ALERT_CODE.overspeed,
      alertData: "92|75|80",
      latitude: -6.2,
      longitude: 106.85,
      createdOn: new Date("2026-11-21T03:02:00Z"),
    });
    expect(text).toBe(
      "Peringatan Armada: B 1234 XY — Kecepatan Berlebih 92 km/j selama 75 detik (batas 80 km/j), https://maps.google.com/?q=-6.20000,106.85000 (21 Nov 2026 10:02 WIB)",
    );
  });
});
