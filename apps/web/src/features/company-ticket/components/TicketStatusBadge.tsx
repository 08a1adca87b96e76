import type { TicketStatus } from "@armada/domain";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const COLORS: Record<TicketStatus, string> = {
  new: "blue",
  in_progress: "orange",
  waiting_customer: "grape",
  done: "green",
};

/** baru, diproses, menunggu pelanggan, selesai */
export function TicketStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLORS[status as TicketStatus] ?? "gray"}
      variant="light"
      style={{ flexShrink: 0 }}
      data-testid="ticket-status"
    >
      {t(`companyTicket.status.${status}`)}
    </Badge>
  );
}
