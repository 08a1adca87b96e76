import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../maintenance/calendarDay.js";
import { createDocumentInputSchema, MAX_DOCUMENT_SCANS } from "./documentInputs.js";
import { DOCUMENT_STATUSES, defaultExpiry, documentStatus } from "./documentStatus.js";
import { DEFAULT_DOCUMENT_TYPE_RULES, DOCUMENT_TYPE_SUBJECTS, DOCUMENT_TYPES } from "./documentTypes.js";

const dayArb = fc
  .date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe("document status", () => {
  it("a KIR expiring in 7 days is EXPIRING (14 reminder days), valid on its last day, EXPIRED the day after", () => {
    const { reminderDays } = DEFAULT_DOCUMENT_TYPE_RULES.KIR;
    expect(documentStatus("2026-12-06", "2026-11-29", reminderDays)).toBe("EXPIRING");
    expect(documentStatus("2026-12-06", "2026-12-06", reminderDays)).toBe("EXPIRING");
    expect(documentStatus("2026-12-06", "2026-12-07", reminderDays)).toBe("EXPIRED");
    expect(documentStatus("2027-01-06", "2026-11-29", reminderDays)).toBe("VALID");
  });

  it("property: the status only worsens as days pass", () => {
    const rank = Object.fromEntries(DOCUMENT_STATUSES.map((status, index) => [status, index]));
    fc.assert(
      fc.property(
        dayArb,
        dayArb,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 365 }),
        (expires, today, later, reminder) => {
          const before = documentStatus(expires, today, reminder);
          const after = documentStatus(expires, addDays(today, later), reminder);
          expect(rank[after]).toBeGreaterThanOrEqual(rank[before] as number);
        },
      ),
    );
  });

  it("property: EXPIRING exactly within the reminder days before expiry", () => {
    fc.assert(
      fc.property(
        dayArb,
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: 0, max: 365 }),
        (expires, daysLeft, reminder) => {
          const status = documentStatus(expires, addDays(expires, -daysLeft), reminder);
          expect(status).toBe(daysLeft < 0 ? "EXPIRED" : daysLeft <= reminder ? "EXPIRING" : "VALID");
        },
      ),
    );
  });
});

describe("Indonesian defaults", () => {
  it("KIR six months, STNK validation yearly and renewal five-yearly, SIM five years", () => {
    expect(defaultExpiry("2026-06-01", DEFAULT_DOCUMENT_TYPE_RULES.KIR)).toBe("2026-12-01");
    expect(defaultExpiry("2026-06-01", DEFAULT_DOCUMENT_TYPE_RULES.STNK_VALIDATION)).toBe("2027-06-01");
    expect(defaultExpiry("2026-06-01", DEFAULT_DOCUMENT_TYPE_RULES.STNK_RENEWAL)).toBe("2031-06-01");
    expect(defaultExpiry("2026-06-01", DEFAULT_DOCUMENT_TYPE_RULES.SIM)).toBe("2031-06-01");
  });

  it("every type has a subject and a rule; only the SIM is a driver's", () => {
    for (const type of DOCUMENT_TYPES)
      expect(DEFAULT_DOCUMENT_TYPE_RULES[type].validityMonths).toBeGreaterThan(0);
    expect(DOCUMENT_TYPES.filter((type) => DOCUMENT_TYPE_SUBJECTS[type] === "DRIVER")).toEqual(["SIM"]);
  });

  it("refuses an expiry before the issue day", () => {
    const base = { type: "KIR", vehicleId: 1, number: "JKT 123", issuedOn: "2026-06-01" };
    expect(createDocumentInputSchema.safeParse({ ...base, expiresOn: "2026-05-01" }).success).toBe(false);
    expect(createDocumentInputSchema.safeParse({ ...base, expiresOn: null }).success).toBe(true);
  });

  it("takes up to ten distinct scans, each an image or PDF upload of Armada", () => {
    const base = { type: "KIR", vehicleId: 1, number: "JKT 123", issuedOn: "2026-06-01" };
    const scan = (index: number, extension: string) =>
      `/api/uploads/0b6a3c1e-4f0e-4c63-9a57-2f0f5c3d2a${String(index).padStart(2, "0")}.${extension}`;
    const accepts = (scanUrls: string[]) =>
      createDocumentInputSchema.safeParse({ ...base, scanUrls }).success;
    expect(accepts([scan(1, "pdf"), scan(2, "jpg"), scan(3, "png"), scan(4, "webp")])).toBe(true);
    expect(accepts(Array.from({ length: MAX_DOCUMENT_SCANS }, (_, index) => scan(index, "pdf")))).toBe(true);
    expect(accepts(Array.from({ length: MAX_DOCUMENT_SCANS + 1 }, (_, index) => scan(index, "pdf")))).toBe(
      false,
    );
    expect(accepts([scan(1, "pdf"), scan(1, "pdf")])).toBe(false);
    expect(accepts([scan(1, "mp4")])).toBe(false);
    expect(accepts(["https://example.com/kir.pdf"])).toBe(false);
  });
});
