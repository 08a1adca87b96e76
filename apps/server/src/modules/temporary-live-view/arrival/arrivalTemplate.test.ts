import { DEFAULT_ARRIVAL_THRESHOLDS } from "@armada/domain";
import { describe, expect, it } from "vitest";
import type { ArrivalTarget } from "./arrivalTargets.js";
import { arrivalMessage, arrivalTemplate, RECEIPT_QUESTION } from "./arrivalWorker.js";

const target: ArrivalTarget = {
  contactId: 1,
  contactKey: "k",
  label: "Ibu Ratna",
  phoneNumber: "+6281311112201",
  companyId: 1,
  temporaryLvId: 1,
  shortKey: "s",
  accessToken: "a",
  vehicleId: 1,
  licensePlate: "B 1234 CD",
  destinationName: "Gudang Cikarang",
  destination: { lat: -6.2, lng: 106.9 },
  thresholds: DEFAULT_ARRIVAL_THRESHOLDS,
  approachingSent: true,
  arrivedSent: false,
  asksReceipt: false,
};
const consignee = { ...target, asksReceipt: true };
const settings = { publicUrl: "https://armada.example", receiptTemplate: "pesanan_tiba" };

describe("a consignee's 'arrived' notice asks for the receipt", () => {
  it("asks a consignee to reply DITERIMA or BELUM, and nobody else", () => {
    expect(arrivalMessage(consignee, "arrived", 0, 0, "https://l")).toBe(
      `Halo Ibu Ratna, kendaraan B 1234 CD telah tiba di Gudang Cikarang.\n${RECEIPT_QUESTION}`,
    );
    expect(arrivalMessage(target, "arrived", 0, 0, "https://l")).not.toContain("DITERIMA");
    expect(arrivalMessage(consignee, "approaching", 600, 4_000, "https://l")).not.toContain("DITERIMA");
  });

  it("goes through the receipt template, whose quick-reply buttons answer it, where the Cloud API has one", () => {
    expect(arrivalTemplate(settings, consignee, "arrived", 0)).toEqual({
      templateName: "pesanan_tiba",
      templateParams: ["Ibu Ratna", "B 1234 CD", "Gudang Cikarang"],
    });
    // any other notice, or without the template: the default template with its four parameters
    for (const [settingsUsed, targetUsed, notice] of [
      [settings, target, "arrived"],
      [settings, consignee, "approaching"],
      [{ ...settings, receiptTemplate: null }, consignee, "arrived"],
    ] as const)
      expect(arrivalTemplate(settingsUsed, targetUsed, notice, 600)).toEqual({
        templateParams: ["Ibu Ratna", "B 1234 CD", "Gudang Cikarang", "10"],
      });
  });
});
