import { describe, expect, it } from "vitest";
import { DEFAULT_FEATURE_FLAGS } from "../featureFlags.js";
import { INGEST_PROTOCOLS } from "../protocols/ingestProtocols.js";
import {
  findMarketplaceItem,
  isMarketplaceItemActive,
  MARKETPLACE_CATALOGUE,
  marketplaceTicketCategory,
} from "./marketplaceCatalogue.js";

const ctx = (accessKeys: string[], invoiceCoreFlag = false) => ({
  accessKeys,
  featureFlags: { ...DEFAULT_FEATURE_FLAGS, invoiceCoreFlag },
  companyId: 1,
});

describe("MARKETPLACE_CATALOGUE", () => {
  it("has unique ids and whole, non-negative Rupiah prices", () => {
    const ids = MARKETPLACE_CATALOGUE.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of MARKETPLACE_CATALOGUE)
      expect(Number.isInteger(item.priceIdr) && item.priceIdr >= 0).toBe(true);
  });

  it("names only protocols the server listens for", () => {
    const read = new Set(INGEST_PROTOCOLS.map((line) => line.vendorType as string));
    for (const item of MARKETPLACE_CATALOGUE)
      if (item.kind === "hardware") {
        expect(item.protocols.length).toBeGreaterThan(0);
        for (const protocol of item.protocols)
          expect(read.has(protocol), `${item.id}: ${protocol}`).toBe(true);
      }
  });

  it("marks a module active from the company's keys and feature flags, hardware never", () => {
    const api = findMarketplaceItem("api-access");
    const invoice = findMarketplaceItem("invoice-accurate");
    const tracker = findMarketplaceItem("gt06-tracker");
    if (!api || !invoice || !tracker) throw new Error("catalogue item missing");
    expect(isMarketplaceItemActive(api, ctx(["c8a-setting-api:read"]))).toBe(true);
    expect(isMarketplaceItemActive(api, ctx([]))).toBe(false);
    const accurate = [
      "tms-integration-accurate:read",
      "tms-integration-accurate:create",
      "tms-integration-accurate:update",
      "tms-integration-accurate:delete",
    ];
    expect(isMarketplaceItemActive(invoice, ctx(accurate, false))).toBe(false);
    expect(isMarketplaceItemActive(invoice, ctx(accurate, true))).toBe(true);
    expect(isMarketplaceItemActive(tracker, ctx(["c8a-setting-api:read"]))).toBe(false);
  });

  it("opens a feature ticket for a module and a device ticket for hardware", () => {
    for (const item of MARKETPLACE_CATALOGUE)
      expect(marketplaceTicketCategory(item)).toBe(item.kind === "module" ? "feature" : "device");
    expect(findMarketplaceItem("nope")).toBeUndefined();
  });
});
