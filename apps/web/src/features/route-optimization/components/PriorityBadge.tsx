import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { OrderPriority } from "@/generated/graphql/graphql";

const COLORS: Record<OrderPriority, string> = { LOW: "gray", NORMAL: "blue", HIGH: "orange", URGENT: "red" };

/** An order's priority beside it; nothing for Normal, the common case. */
export function PriorityBadge({ priority }: { priority: OrderPriority }) {
  const { t } = useTranslation();
  if (priority === "NORMAL") return null;
  return (
    <Badge color={COLORS[priority]} variant="light" size="xs" tt="none" data-testid="stop-priority">
      {t("routeOptimization.priority")}: {t(`routeOptimization.priorities.${priority}`)}
    </Badge>
  );
}
