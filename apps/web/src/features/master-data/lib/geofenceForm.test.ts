import { createGeofenceInputSchema, formatZodIssues } from "@armada/domain";
import { describe, expect, it } from "vitest";
import { fieldErrorsFrom } from "@/shared/forms/domainResolver";
import { geofenceFieldOf, geofenceFormToInput, geofenceToForm } from "./geofenceForm";

describe("geofence form", () => {
  it("needs a name and a drawn shape", () => {
    const result = createGeofenceInputSchema.safeParse(geofenceFormToInput(geofenceToForm(null), null));
    expect(result.success).toBe(false);
    if (!result.success) {
      const errors = fieldErrorsFrom(formatZodIssues(result.error, "id"), geofenceFieldOf);
      expect(errors.fenceName).toBe("Nama geofence wajib diisi");
      expect(errors.shape).toBeDefined();
    }
  });

  it("sends a drawn circle with the flags", () => {
    const input = geofenceFormToInput(
      { ...geofenceToForm(null), fenceName: "Gudang", flags: ["isDepot"] },
      { type: "C", circData: { lat: -6.2, lng: 106.8, radius: 300 } },
    );
    expect(createGeofenceInputSchema.safeParse(input).success).toBe(true);
    expect(input).toMatchObject({ type: "C", isDepot: true, isGarage: false, ownership: "Own" });
  });
});
