import { Badge, Group, Tooltip } from "@mantine/core";
import { IconFileAlert } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDay } from "@/shared/i18n/format";
import { useVehicleCardDetails } from "../lib/useVehicleCardDetails";

/**
 * The vehicle's expired (red) and expiring (orange) documents on the live view card: "STNK kedaluwarsa",
 * "KIR habis 3 hari lagi". Nothing while loading, on error or when every document is valid (the card stays calm).
 */
export function VehicleDocumentBadges({ vehicleId }: { vehicleId: number }) {
  const { t, i18n } = useTranslation();
  const alerts = useVehicleCardDetails(vehicleId).data?.documentAlerts ?? [];
  if (alerts.length === 0) return null;
  return (
    <Group gap={6} data-testid="vehicle-card-documents">
      {alerts.map((alert) => {
        const type = t(`liveview.documents.types.${alert.type}`);
        const text =
          alert.status === "EXPIRED"
            ? t("liveview.documents.expired", { type })
            : alert.daysLeft === 0
              ? t("liveview.documents.expiresToday", { type })
              : t("liveview.documents.expiresIn", { type, count: alert.daysLeft });
        return (
          <Tooltip
            key={alert.documentId}
            label={t("liveview.documents.validUntil", { date: formatDay(alert.expiresOn, i18n.language) })}
            openDelay={300}
          >
            <Badge
              size="sm"
              variant="light"
              color={alert.status === "EXPIRED" ? "red" : "orange"}
              leftSection={<IconFileAlert size={12} />}
              data-testid="vehicle-card-document"
              data-status={alert.status}
              styles={{ label: { textTransform: "none" } }}
            >
              {text}
            </Badge>
          </Tooltip>
        );
      })}
    </Group>
  );
}
