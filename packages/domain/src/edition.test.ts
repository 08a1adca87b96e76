import { describe, expect, it } from "vitest";
import { isInEdition, NOT_IN_EDITION_PATHS } from "./edition.js";

describe("isInEdition", () => {
  it("excludes the listed modules and their sub-pages", () => {
    for (const path of NOT_IN_EDITION_PATHS) expect(isInEdition(path), path).toBe(false);
    expect(isInEdition("/land-measurement/12")).toBe(false);
    expect(isInEdition("/controltower")).toBe(false);
    expect(isInEdition("/liveview/")).toBe(false);
  });

  it("includes the edition's screens", () => {
    for (const path of [
      "/",
      "/dashboard/",
      "/liveview-2/",
      "/liveview-2/?type=vehicle&vehicleId=3",
      "/notification/",
      "/report/",
      "/trackingtemp/",
      "/route/",
      "/driverscore/",
      "/master/",
      "/setting/",
      "/help/",
      "/contactus/",
      "/profile/",
    ]) {
      expect(isInEdition(path), path).toBe(true);
    }
  });
});
