import { ORDER_PRIORITIES, type OrderPriority } from "@armada/domain";
import { Select } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Picks a route-planning priority (Rendah … Mendesak); never empty. */
export function OrderPrioritySelect(props: {
  description: string;
  value: OrderPriority;
  onChange: (value: OrderPriority) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t("deliveries.form.priority")}
      description={props.description}
      data={ORDER_PRIORITIES.map((value) => ({ value, label: t(`deliveries.priorities.${value}`) }))}
      value={props.value}
      onChange={(value) => props.onChange((value as OrderPriority | null) ?? "NORMAL")}
      allowDeselect={false}
      data-testid={props.testId}
    />
  );
}
