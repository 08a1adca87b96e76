import { describe, expect, it } from "vitest";
import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAGS,
  type FeatureFlags,
  isFeatureFlag,
  resolveFeatureFlags,
} from "./featureFlags.js";

describe("DEFAULT_FEATURE_FLAGS", () => {
  it("defines every flag, bilingual on, invoice off", () => {
    expect(Object.keys(DEFAULT_FEATURE_FLAGS).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(DEFAULT_FEATURE_FLAGS.vsms2_bilingual).toBe(true);
    expect(DEFAULT_FEATURE_FLAGS.invoiceCoreFlag).toBe(false);
    expect(DEFAULT_FEATURE_FLAGS["notification.temporary_track"]).toBe(false);
  });
});

describe("resolveFeatureFlags", () => {
  it("returns the global defaults when the company overrides nothing", () => {
    expect(resolveFeatureFlags(DEFAULT_FEATURE_FLAGS, {})).toEqual(DEFAULT_FEATURE_FLAGS);
  });

  it("lets a company override turn a flag on or off", () => {
    const resolved = resolveFeatureFlags(DEFAULT_FEATURE_FLAGS, {
      invoiceCoreFlag: true,
      vsms2_bilingual: false,
    });
    expect(resolved.invoiceCoreFlag).toBe(true);
    expect(resolved.vsms2_bilingual).toBe(false);
    expect(resolved.multiImei).toBe(DEFAULT_FEATURE_FLAGS.multiImei);
  });

  it("uses the given global defaults rather than the built-in ones", () => {
    const globals: FeatureFlags = { ...DEFAULT_FEATURE_FLAGS, multiImei: true };
    expect(resolveFeatureFlags(globals, {}).multiImei).toBe(true);
    expect(resolveFeatureFlags(globals, { multiImei: false }).multiImei).toBe(false);
  });

  it("ignores undefined overrides and unknown keys", () => {
    const overrides = { invoiceCoreFlag: undefined, bogus: true } as unknown as Partial<FeatureFlags>;
    const resolved = resolveFeatureFlags(DEFAULT_FEATURE_FLAGS, overrides);
    expect(resolved).toEqual(DEFAULT_FEATURE_FLAGS);
    expect("bogus" in resolved).toBe(false);
  });

  it("does not mutate its inputs", () => {
    const globals: FeatureFlags = { ...DEFAULT_FEATURE_FLAGS };
    const overrides = { multiImei: true };
    resolveFeatureFlags(globals, overrides);
    expect(globals).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(overrides).toEqual({ multiImei: true });
  });
});

describe("isFeatureFlag", () => {
  it("recognises known flags only", () => {
    expect(isFeatureFlag("notification.temporary_track")).toBe(true);
    expect(isFeatureFlag("nope")).toBe(false);
    expect(isFeatureFlag(1)).toBe(false);
  });
});
