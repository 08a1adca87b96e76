import { describe, expect, it } from "vitest";
import { boundaryFeatures } from "./boundaryFeatures";
import { formatHectares, formatPerimeter } from "./formatLand";

describe("land figures", () => {
  it("shows hectares with two decimals by the language's separators", () => {
    expect(formatHectares(123_400, "id")).toBe("12,34 ha");
    expect(formatHectares(123_400, "en")).toBe("12.34 ha");
    expect(formatHectares(12_345_678_900, "id")).toBe("1.234.567,89 ha");
  });

  it("shows a perimeter in metres under a kilometre, in kilometres from one", () => {
    expect(formatPerimeter(850.4, "id")).toBe("850 m");
    expect(formatPerimeter(2_592.2, "id")).toBe("2,59 km");
    expect(formatPerimeter(2_592.2, "en")).toBe("2.59 km");
  });
});

describe("boundaryFeatures", () => {
  const point = (latitude: number, longitude: number) => ({ latitude, longitude });

  it("draws a line for two points and a closed polygon from three", () => {
    expect(boundaryFeatures([point(1, 101)]).features.map((feature) => feature.geometry.type)).toEqual([
      "Point",
    ]);
    expect(boundaryFeatures([point(1, 101), point(1, 102)]).features[0]?.geometry.type).toBe("LineString");
    const polygon = boundaryFeatures([point(1, 101), point(1, 102), point(0, 102)]).features[0]?.geometry;
    expect(polygon).toEqual({
      type: "Polygon",
      coordinates: [
        [
          [101, 1],
          [102, 1],
          [102, 0],
          [101, 1],
        ],
      ],
    });
  });
});
