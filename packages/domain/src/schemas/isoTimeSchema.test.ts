import { describe, expect, it } from "vitest";
import { costFilterSchema } from "../costs/costInputs.js";
import { createInvoiceDraftInputSchema, invoiceableOrdersInputSchema } from "../invoices/invoiceInputs.js";
import { isoTimeSchema, timeWindowSchema } from "./isoTimeSchema.js";
import { setUploadMediaInputSchema, vehicleVideosFilterSchema } from "./mediaInput.js";

describe("ISO times and the refinements that compare them", () => {
  it("reads a time with its offset and refuses one without", () => {
    expect(isoTimeSchema.parse("2026-11-30T08:00:00+07:00").toISOString()).toBe("2026-11-30T01:00:00.000Z");
    expect(isoTimeSchema.safeParse("2026-11-30T08:00:00").success).toBe(false);
  });

  it("a window may be open at either end, never end before it starts", () => {
    expect(timeWindowSchema.safeParse({ start: "2026-11-30T08:00:00Z" }).success).toBe(true);
    expect(
      timeWindowSchema.safeParse({ start: "2026-11-30T08:00:00Z", end: "2026-11-30T07:00:00Z" }).success,
    ).toBe(false);
  });

  // Two malformed times used to reach these refinements as text, where they called Date methods and threw.
  const malformedTimes = { from: "1 Nov", to: "30 Nov", startTime: "1 Nov", endTime: "30 Nov" };
  it.each([
    [
      "invoiceableOrdersInputSchema",
      invoiceableOrdersInputSchema,
      { customerName: "PT A", ...malformedTimes },
    ],
    [
      "createInvoiceDraftInputSchema",
      createInvoiceDraftInputSchema,
      { customerName: "PT A", serviceType: "FTL", deliveryOrderIds: 7, ...malformedTimes },
    ],
    ["costFilterSchema", costFilterSchema, malformedTimes],
    ["vehicleVideosFilterSchema", vehicleVideosFilterSchema, { vehicleId: 1, ...malformedTimes }],
    [
      "setUploadMediaInputSchema",
      setUploadMediaInputSchema,
      { imei: "860000000000001", bsjInput: { channel: "CH01", ...malformedTimes } },
    ],
  ])("%s reports malformed times as issues instead of throwing", (_name, schema, input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });
});
