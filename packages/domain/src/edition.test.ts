import { describe, expect, it } from "vitest";
import { isInEdition, NOT_IN_EDITION_PATHS } from "./edition.js";

describe("isInEdition", () => {
  it("leaves no module out: the track videos were the last (issue 35's playback)", () => {
    expect(NOT_IN_EDITION_PATHS).toEqual([]);
    expect(isInEdition("/trackvideo/12")).toBe(true);
    expect(isInEdition("/trackvideo-2/")).toBe(true);
  });

  it("includes the edition's screens", () => {
    for (const path of [
      "/",
      "/dashboard/",
      "/liveview-2/",
      "/liveview-2/?type=vehicle&vehicleId=3",
      "/controltower/",
      "/controltower-2/",
      "/liveview/",
      "/land-measurement/",
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
