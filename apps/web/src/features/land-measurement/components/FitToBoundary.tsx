import { useEffect } from "react";
import { fitToPoints, useMapInstance } from "@/shared/map";
import type { LandPoint } from "../api/landMeasurements";

/** Renders nothing: frames the boundary each time another one (a new `fitKey`) is shown. */
export function FitToBoundary({ points, fitKey }: { points: readonly LandPoint[]; fitKey: string }) {
  const map = useMapInstance();
  // biome-ignore lint/correctness/useExhaustiveDependencies: frames once per boundary, not on every added point
  useEffect(() => {
    if (map && points.length > 0)
      fitToPoints(
        map,
        points.map((point) => [point.longitude, point.latitude]),
      );
  }, [map, fitKey]);
  return null;
}
