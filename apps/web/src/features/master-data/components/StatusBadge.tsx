import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const COLORS: Record<string, string> = {
  active: "green",
  service: "yellow",
  repair: "orange",
  archived: "gray",
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status] ?? "gray"} variant="light" data-testid="vehicle-status">
      {t(`masterData.vehicleStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}
