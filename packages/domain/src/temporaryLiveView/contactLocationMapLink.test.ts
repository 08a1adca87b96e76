import { describe, expect, it } from "vitest";
import { LOCATION_TYPES } from "./contactLocation.js";
import { contactLocationMapLink } from "./contactLocationMapLink.js";

const monas = { name: "Monas", fullName: "Monas, Jakarta Pusat", lat: -6.1754, lng: 106.8272 };
const byCoordinates = "https://www.google.com/maps/search/?api=1&query=-6.1754,106.8272";

describe("contact location map link", () => {
  it("opens a real Google place by its place id", () => {
    expect(
      contactLocationMapLink({ ...monas, type: LOCATION_TYPES.places, id: "ChIJN1t_tDeuEmsRUsoyG83frY4" }),
    ).toBe(
      "https://www.google.com/maps/search/?api=1&query=Monas&query_place_id=ChIJN1t_tDeuEmsRUsoyG83frY4",
    );
  });

  it.each([
    ["a saved address (gf:)", LOCATION_TYPES.places, "gf:9"],
    ["an offline GeoNames place (gn:)", LOCATION_TYPES.places, "gn:1642911"],
    ["a numeric id", LOCATION_TYPES.places, "4242"],
    ["a saved address", LOCATION_TYPES.savedAddress, 9],
    ["no id", LOCATION_TYPES.places, null],
  ])("opens %s by its coordinates, never by our internal id", (_case, type, id) => {
    expect(contactLocationMapLink({ ...monas, type, id })).toBe(byCoordinates);
  });
});
