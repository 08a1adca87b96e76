import { describe, expect, it } from "vitest";
import { omitSections, pickSections } from "./localeSectionsPlugin";

describe("pickSections", () => {
  it("keeps the named sections whole and drops the rest", () => {
    expect(
      pickSections({ app: { name: "Armada" }, login: { title: "Masuk" }, dashboard: { title: "Dasbor" } }, [
        "app",
        "login",
        "missing",
      ]),
    ).toEqual({ app: { name: "Armada" }, login: { title: "Masuk" } });
  });
});

describe("omitSections", () => {
  it("drops the named sections and keeps the rest whole", () => {
    expect(
      omitSections({ app: { name: "Armada" }, reports: { title: "Laporan" } }, ["reports", "missing"]),
    ).toEqual({
      app: { name: "Armada" },
    });
  });
});
