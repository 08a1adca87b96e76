import { CONTROL_TOWER_QUEUES, type ControlTowerQueue } from "@armada/domain";
import { Button, Group, Text, Title } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useExceptions } from "../api/controlTower";
import { exceptionDetail } from "../lib/exceptionText";
import classes from "./ControlTower.module.css";
import type { QueueCount } from "./QueueCounts";
import { SlaTimer } from "./SlaTimer";

/** How long each queue stays on the wall. */
export const WALL_ROTATE_MS = 12_000;
const WALL_ROWS = 7;

/**
 * The control room's TV: full screen, large type, the counts across the top and one queue's open exceptions at a
 * time, moving on to the next queue that has any every few seconds. Esc or the button leaves it.
 */
export function WallScreen({ counts, onClose }: { counts: QueueCount[]; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const busy = useMemo(
    () =>
      CONTROL_TOWER_QUEUES.filter((queue) => counts.some((count) => count.queue === queue && count.open > 0)),
    [counts],
  );
  const [index, setIndex] = useState(0);
  const queue: ControlTowerQueue | null = busy.length > 0 ? (busy[index % busy.length] ?? null) : null;
  const list = useExceptions({ queue, view: "OPEN", page: 1, show: WALL_ROWS });

  useEffect(() => {
    const timer = setInterval(() => setIndex((current) => current + 1), WALL_ROTATE_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    const element = document.documentElement;
    // a TV browser may refuse full screen without a gesture; the overlay fills the window all the same
    if (!document.fullscreenElement && element.requestFullscreen)
      void element.requestFullscreen().catch(() => undefined);
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, [onClose]);

  return (
    <div className={classes.wall} data-testid="wall-screen" role="dialog" aria-label={t("controlTower.wall")}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} fz={{ base: 26, md: 44 }} c="white">
          {queue ? t(`controlTower.queues.${queue}`) : t("controlTower.title")}
        </Title>
        <Button
          variant="white"
          color="dark"
          leftSection={<IconX size={18} />}
          onClick={onClose}
          data-testid="wall-exit"
        >
          {t("controlTower.exitWall")}
        </Button>
      </Group>
      <div className={classes.wallCounts}>
        {counts.map((count) => (
          <div
            key={count.queue}
            className={classes.wallCount}
            data-current={count.queue === queue || undefined}
            data-breached={count.breached > 0 || undefined}
          >
            <Text fz={{ base: 13, md: 18 }} c="gray.4" lineClamp={2}>
              {t(`controlTower.queues.${count.queue}`)}
            </Text>
            <div className={classes.wallNumber}>{count.open}</div>
          </div>
        ))}
      </div>
      <div className={classes.wallRows} data-testid="wall-rows">
        {queue === null ? (
          <Text fz={{ base: 24, md: 40 }} ta="center" mt="xl" c="teal.3">
            {t("controlTower.wallEmpty")}
          </Text>
        ) : (
          (list.data?.rows ?? []).map((row) => (
            <div key={row.id} className={classes.wallRow}>
              <strong>{row.licensePlate ?? "—"}</strong>
              <span>{exceptionDetail(row, t, i18n.language, Date.now())}</span>
              <span>{row.ownerName ?? t("controlTower.noOwner")}</span>
              <SlaTimer dueOn={row.slaDueOn} done={false} size="inherit" />
            </div>
          ))
        )}
      </div>
    </div>
  );
}
