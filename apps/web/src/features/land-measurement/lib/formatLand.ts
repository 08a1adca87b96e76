import { squareMetersToHectares } from "@armada/domain";
import { formatNumber } from "@/shared/i18n/format";

/** "48,42 ha" (id) / "48.42 ha" (en). */
export const formatHectares = (squareMeters: number, language: string) =>
  `${formatNumber(squareMetersToHectares(squareMeters), language, 2, 2)} ha`;

/** "850 m" under a kilometre, "2,59 km" from one. */
export const formatPerimeter = (meters: number, language: string) =>
  meters < 1_000
    ? `${formatNumber(meters, language, 0)} m`
    : `${formatNumber(meters / 1_000, language, 2, 2)} km`;
