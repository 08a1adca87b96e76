import { describe, expect, it } from "vitest";
import { ALERT_CODE } from "../alertCodeNumbers.js";
import { alertWhatsAppText } from "./alertWhatsAppText.js";

describe("alertWhatsAppText", () => {
  it("names the vehicle, the alert with its measure, a map link and the time", () => {
    const text = alertWhatsAppText({
      licensePlate: "B 1234 XY",
      alertCode: ALERT_CODE.overspeed,
      alertData: "92|75|80",
      latitude: -6.2,
      longitude: 106.85,
      createdOn: new Date("2026-11-21T03:02:00Z"),
      timeZone: "Asia/Jakarta",
    });
    expect(text).toBe(
      "Peringatan Armada: B 1234 XY — Kecepatan Berlebih 92 km/j selama 75 detik (batas 80 km/j), https://maps.google.com/?q=-6.20000,106.85000 (21 Nov 2026 10:02 WIB)",
    );
  });

  it("writes the time in the company's zone", () => {
    const text = (timeZone: "Asia/Makassar" | "Asia/Jayapura") =>
      alertWhatsAppText({
        licensePlate: "DD 1 A",
        alertCode: ALERT_CODE.powerCut,
        alertData: null,
        latitude: null,
        longitude: null,
        createdOn: new Date("2026-11-21T03:02:00Z"),
        timeZone,
      });
    expect(text("Asia/Makassar")).toMatch(/\(21 Nov 2026 11:02 WITA\)$/);
    expect(text("Asia/Jayapura")).toMatch(/\(21 Nov 2026 12:02 WIT\)$/);
  });
});
