import { describe, expect, it } from "vitest";
import { pickSections } from "./localeSectionsPlugin";

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
