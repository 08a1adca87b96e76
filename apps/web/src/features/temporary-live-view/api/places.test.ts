import { LOCATION_TYPES } from "@armada/domain";
import { describe, expect, it } from "vitest";
import { pointAddressOption } from "./places";

const point = { lat: -6.2549, lng: 106.9896 };

describe("pointAddressOption", () => {
  it("titles a dragged point with the geocoder's title, not a piece of the address cut at a decimal comma", () => {
    const option = pointAddressOption(point, {
      display_name: "± 1,5 km dari Bekasi, Jawa Barat",
      title: "± 1,5 km dari Bekasi",
    });
    expect(option).toEqual({
      name: "± 1,5 km dari Bekasi",
      fullName: "± 1,5 km dari Bekasi, Jawa Barat",
      ...point,
      id: null,
      type: LOCATION_TYPES.places,
    });
  });

  it("keeps a whole address without a title, and the coordinates without an answer", () => {
    expect(pointAddressOption(point, { display_name: "± 2,2 km dari Bekasi, Jawa Barat" }).name).toBe(
      "± 2,2 km dari Bekasi, Jawa Barat",
    );
    expect(pointAddressOption(point, null)).toMatchObject({
      name: "-6.25490, 106.98960",
      fullName: "-6.25490, 106.98960",
    });
  });
});
