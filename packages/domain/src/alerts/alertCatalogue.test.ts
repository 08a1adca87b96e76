import { describe, expect, it } from "vitest";
import { ALERT_CATEGORIES, ALERT_CODES, ALERT_ICONS, alertCodeDefinition } from "./alertCatalogue.js";
import { ALERT_CODE, FLEET_ORDER_ALERT_CODES } from "./alertCodeNumbers.js";
import { formatAlertData, formatThreshold } from "./alertDataFormat.js";
import { formatAlertIssues } from "./alertIssues.js";
import { alertRuleInputSchema } from "./alertRuleInput.js";
import { ALERT_RULE_TEMPLATES } from "./alertRuleTemplates.js";
import { parseRawAlertKey, rawAlertKeyOf, upsertRawAlertsActionInputSchema } from "./rawAlertInputs.js";

describe("alert catalogue", () => {
  it("describes every alert code in both languages with a known icon and category", () => {
    expect(ALERT_CODES.map((code) => code.alertCode).sort((a, b) => a - b)).toEqual(
      Object.values(ALERT_CODE).sort((a, b) => a - b),
    );
    const categories = new Set(ALERT_CATEGORIES.map((category) => category.alertCategoryId));
    for (const code of ALERT_CODES) {
      expect(code.descriptionIdn).not.toBe("");
      expect(code.fullDescriptionEng).not.toBe("");
      expect(ALERT_ICONS).toContain(code.icon);
      expect(code.iconUrl).toBe(`/alert-icons/${code.icon}.svg`);
      expect(code.categoryIds.every((id) => categories.has(id))).toBe(true);
    }
  });

  it("offers the fleet-order codes the tasks raise in the rule form and marks camera codes", () => {
    for (const code of FLEET_ORDER_ALERT_CODES) expect(alertCodeDefinition(code)?.enabledInRule).toBe(true);
    expect(alertCodeDefinition(ALERT_CODE.overspeed)?.enabledInRule).toBe(true);
    expect(alertCodeDefinition(ALERT_CODE.dmsYawning)?.sourceDeviceCategory).toBe("camera");
    expect(alertCodeDefinition(ALERT_CODE.adasBlindSpot)?.sourceDeviceCategory).toBe("camera");
    expect(alertCodeDefinition(ALERT_CODE.sos)?.sourceDeviceCategory).toBe("GPS");
  });

  it("has templates of rule codes only", () => {
    for (const template of ALERT_RULE_TEMPLATES) {
      expect(template.category).toBe("Recommendation");
      for (const code of [...template.defaultAlertCodes, ...template.additionalAlertCodes])
        expect(alertCodeDefinition(code)?.enabledInRule).toBe(true);
    }
    expect(ALERT_RULE_TEMPLATES[0]?.defaultAlertCodes).toEqual([8, 9, 10, 11, 117]);
  });
});

describe("formatAlertData and formatThreshold", () => {
  it("formats overspeed with its duration and limit", () => {
    expect(formatAlertData(8, "92|75|80", "id")).toBe("92 km/j selama 75 detik (batas 80 km/j)");
    expect(formatAlertData(8, "92|75|80", "en")).toBe("92 km/h for 75 seconds (limit 80 km/h)");
  });

  it("words a device alarm one way whatever the device called it (sos, SOS, panic)", () => {
    for (const data of ["sos|63", "SOS|63", "panic|63"]) {
      expect(formatAlertData(6, data, "id")).toBe("Tombol SOS, 63 km/j");
      expect(formatAlertData(6, data, "en")).toBe("SOS button, 63 km/h");
    }
  });

  it("formats the other shapes per code", () => {
    expect(formatAlertData(14, "25|65|40|10", "id")).toBe("Turun 25% dari 65% ke 40% (batas 10%)");
    expect(formatAlertData(17, "9.5|120|8", "en")).toBe("9.5 °C for 2 minutes (limit 8 °C)");
    expect(formatAlertData(17, "9.5|120|8", "id")).toBe("9,5 °C selama 2 menit (batas 8 °C)");
    expect(formatAlertData(15, "4320|2880", "id")).toBe("3 hari (batas 2 hari)");
    expect(formatAlertData(117, "15120|14400", "id")).toBe("4 jam 12 menit mengemudi (batas 4 jam)");
    expect(formatAlertData(3, "1200|900", "en")).toBe("20 minutes (limit 15 minutes)");
    expect(formatAlertData(2, "Gudang Cakung|4", "id")).toBe("Gudang Cakung");
    expect(formatAlertData(6, "SOS|45", "id")).toBe("Tombol SOS, 45 km/j");
    expect(formatAlertData(137, "SO-88|12|3", "en")).toBe("Order SO-88");
    expect(formatAlertData(8, null, "id")).toBeNull();
  });

  it("shows thresholds in the units of the code", () => {
    expect(formatThreshold(8, 80, "id")).toBe("80 km/j");
    expect(formatThreshold(8, 80, "en")).toBe("80 km/h");
    expect(formatThreshold(13, 10, "id")).toBe("10%");
    expect(formatThreshold(16, 2880, "en")).toBe("2 days");
    expect(formatThreshold(18, -18, "id")).toBe("-18 °C");
    expect(formatThreshold(117, 14_400, "en")).toBe("4 hours");
    expect(formatThreshold(9, 1, "en")).toBeNull();
  });
});

const rule = { label: "Kecepatan", alertCode: 8, maxThreshold: 80, minThresholdTime: 60 };
const messages = (
  schema: typeof alertRuleInputSchema | typeof upsertRawAlertsActionInputSchema,
  input: unknown,
) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : formatAlertIssues(parsed.error, "id").map((issue) => issue.message);
};

describe("alertRuleInputSchema", () => {
  it("accepts a full rule with defaults and normalises contacts", () => {
    const parsed = alertRuleInputSchema.parse({
      ...rule,
      withSchedule: true,
      startTime: "07:00",
      endTime: "18:30",
      dayOfWeek: [5, 1, 1],
      contactRecipients: [
        { label: "Pak Budi", phoneNumber: "0812-1000-0005" },
        { label: "Ops", email: "ops@x.id" },
      ],
    });
    expect(parsed).toMatchObject({
      alertUrgencyType: "Important",
      alertCountThreshold: 1,
      dayOfWeek: [1, 5],
    });
    expect(parsed.contactRecipients[0]?.phoneNumber).toBe("+6281210000005");
  });

  it("rejects in Indonesian what the form must not send", () => {
    expect(messages(alertRuleInputSchema, { ...rule, label: " " })).toEqual(["Nama notifikasi wajib diisi"]);
    expect(messages(alertRuleInputSchema, { ...rule, maxThreshold: null })).toEqual([
      "Batas maksimum wajib diisi",
    ]);
    expect(messages(alertRuleInputSchema, { ...rule, maxThreshold: 0 })).toEqual([
      "Batas maksimum minimal 1",
    ]);
    expect(messages(alertRuleInputSchema, { ...rule, alertCode: 9999 })[0]).toContain("tidak dapat dipakai");
    expect(
      messages(alertRuleInputSchema, {
        ...rule,
        withSchedule: true,
        startTime: "7:00",
        endTime: "25:00",
        dayOfWeek: [1],
      }),
    ).toEqual(["Waktu mulai harus berformat JJ:mm", "Waktu selesai harus berformat JJ:mm"]);
    expect(messages(alertRuleInputSchema, { ...rule, dayOfWeek: [0] })).toEqual(["Hari minimal 1"]);
    expect(messages(alertRuleInputSchema, { ...rule, alertUrgencyType: "Low" })[0]).toContain(
      "Urgent, Important",
    );
    expect(messages(alertRuleInputSchema, { ...rule, alertCountThreshold: 3 })).toEqual([
      "Rentang waktu kejadian wajib diisi",
    ]);
    expect(
      messages(alertRuleInputSchema, { ...rule, contactRecipients: [{ label: "A", phoneNumber: "12" }] }),
    ).toEqual(["No. Whatsapp tidak valid"]);
    expect(messages(alertRuleInputSchema, { ...rule, contactRecipients: [{ label: "A" }] })).toEqual([
      "Isi No. Whatsapp atau email penerima.",
    ]);
  });
});

describe("upsertRawAlertsActionInputSchema", () => {
  const base = { selectionMode: "Selection", rawAlertId: [1] };

  it("trims a feedback note and requires it", () => {
    expect(
      upsertRawAlertsActionInputSchema.parse({ ...base, actionType: "Feedback", data: "  cek  " }).data,
    ).toBe("cek");
    expect(
      messages(upsertRawAlertsActionInputSchema, { ...base, actionType: "Feedback", data: "   " }),
    ).toEqual(["Catatan wajib diisi"]);
    expect(
      messages(upsertRawAlertsActionInputSchema, { ...base, actionType: "Feedback", data: "x".repeat(256) }),
    ).toEqual(["Catatan maksimal 255 karakter"]);
  });

  it("asks a false alert for its reason, and for the text of 'other'", () => {
    expect(
      messages(upsertRawAlertsActionInputSchema, { ...base, actionType: "FalseAlert", data: "true" }),
    ).toEqual(["Alasan wajib diisi"]);
    expect(
      messages(upsertRawAlertsActionInputSchema, {
        ...base,
        actionType: "FalseAlert",
        data: "true",
        form: { reason: "other" },
      }),
    ).toEqual(["Alasan lainnya wajib diisi"]);
    expect(
      messages(upsertRawAlertsActionInputSchema, {
        ...base,
        actionType: "FalseAlert",
        data: "true",
        form: { reason: "x".repeat(301) },
      }),
    ).toEqual(["Alasan maksimal 300 karakter"]);
    expect(
      messages(upsertRawAlertsActionInputSchema, { ...base, actionType: "FalseAlert", data: "false" }),
    ).toEqual([]);
  });

  it("checks selection modes and action values", () => {
    expect(
      messages(upsertRawAlertsActionInputSchema, { actionType: "Read", selectionMode: "Selection" }),
    ).toEqual(["Pilih minimal satu notifikasi."]);
    expect(messages(upsertRawAlertsActionInputSchema, { actionType: "Read", selectionMode: "All" })).toEqual([
      "Rentang tanggal wajib diisi untuk memilih semua notifikasi.",
    ]);
    expect(
      messages(upsertRawAlertsActionInputSchema, { ...base, actionType: "Resolve", data: "yes" }),
    ).toEqual(["Nilai tindakan harus 'true' atau 'false'."]);
    expect(messages(upsertRawAlertsActionInputSchema, { ...base, actionType: "Delete" })[0]).toContain(
      "Jenis tindakan",
    );
  });
});

describe("raw alert keys", () => {
  it("reads both id forms of the detail route", () => {
    expect(parseRawAlertKey("123")).toEqual({ rawAlertId: 123 });
    const createdOn = new Date("2026-05-01T08:30:00.000Z");
    const key = rawAlertKeyOf({ alertCode: 8, vehicleId: 4, createdOn, alertFlag: "S" });
    expect(key).toBe(`8-4-${createdOn.getTime()}-S`);
    expect(parseRawAlertKey(key)).toEqual({ alertCode: 8, vehicleId: 4, createdOn, alertFlag: "S" });
    expect(parseRawAlertKey("8-4")).toBeNull();
  });
});
