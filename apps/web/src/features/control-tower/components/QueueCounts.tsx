import type { ControlTowerQueue } from "@armada/domain";
import { Paper, SimpleGrid, Text, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import classes from "./ControlTower.module.css";

export interface QueueCount {
  queue: string;
  open: number;
  breached: number;
}

/** The count per queue at the top of the board; a card picks its queue (again: all queues). */
export function QueueCounts(props: {
  counts: QueueCount[];
  selected: ControlTowerQueue | null;
  onSelect: (queue: ControlTowerQueue | null) => void;
}) {
  const { t } = useTranslation();
  const total = props.counts.reduce((sum, count) => sum + count.open, 0);
  const cards = [
    { queue: null, open: total, breached: props.counts.reduce((sum, c) => sum + c.breached, 0) },
    ...props.counts,
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" mb="md">
      {cards.map((count) => {
        const active = props.selected === count.queue;
        return (
          <UnstyledButton
            key={count.queue ?? "ALL"}
            onClick={() => props.onSelect(active ? null : (count.queue as ControlTowerQueue | null))}
            aria-pressed={active}
            data-testid={`tower-count-${count.queue ?? "ALL"}`}
          >
            <Paper
              withBorder
              radius="md"
              p="xs"
              className={classes.countCard}
              data-active={active || undefined}
            >
              <Text fz="xs" c="dimmed" lineClamp={1}>
                {count.queue ? t(`controlTower.queues.${count.queue}`) : t("controlTower.allQueues")}
              </Text>
              <Text fz={28} fw={800} lh={1.2} data-testid="tower-count-value">
                {count.open}
              </Text>
              <Text fz="xs" c={count.breached > 0 ? "red" : "dimmed"}>
                {t("controlTower.breached", { count: count.breached })}
              </Text>
            </Paper>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
