import { SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import type { FleetOrderDetails as Details } from "../api/rawAlert";

/** The nine details of a fleet-order alert (docs/spec/alert-center-and-shell.md §2.5); "—" for what the order system did not give. */
export function FleetOrderDetails({ details, language }: { details: Details; language: string }) {
  const { t } = useTranslation();
  const minutes = (value: number | null) =>
    value === null ? "—" : t("alertCenter.popup.fleetOrder.minutes", { count: value });
  const time = (value: string | null) => formatDateTime(value, language, "short");
  const rows: [string, string][] = [
    ["location", details.location ?? "—"],
    ["totalDuration", minutes(details.totalDurationMinutes)],
    ["targetTime", time(details.targetTime)],
    ["actualTime", time(details.actualTime)],
    ["destination", details.destination ?? "—"],
    [
      "distance",
      details.distanceKm === null
        ? "—"
        : `${details.distanceKm.toLocaleString(language === "en" ? "en-GB" : "id-ID", { maximumFractionDigits: 1 })} km`,
    ],
    ["targetArrival", time(details.targetArrival)],
    ["estimatedArrival", time(details.estimatedArrival)],
    ["plannedActivity", minutes(details.plannedActivityMinutes)],
  ];
  return (
    <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} data-testid="alert-popup-fleet-order">
      {rows.map(([key, value]) => (
        <div key={key}>
          <Text fz={11} c="dimmed" tt="uppercase" fw={600}>
            {t(`alertCenter.popup.fleetOrder.${key}`)}
          </Text>
          <Text fz="sm" data-testid={`fleet-order-${key}`}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
