import type { ControlTowerQueue } from "@armada/domain";
import { Group, Pagination, SegmentedControl, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { useExceptions } from "../api/controlTower";
import { ExceptionList } from "./ExceptionList";

const PAGE_SIZE = 20;

/** A queue's (or every queue's) exceptions: open or handled, paged. */
export function ExceptionsPanel({ queue }: { queue: ControlTowerQueue | null }) {
  const { t } = useTranslation();
  const [view, setView] = useState<"OPEN" | "SELESAI">("OPEN");
  const [pages, setPages] = useState<Record<string, number>>({});
  const pageKey = `${queue ?? "ALL"}|${view}`;
  const page = pages[pageKey] ?? 1;
  const list = useExceptions({ queue, view, page, show: PAGE_SIZE });
  const total = list.data?.total ?? 0;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(value) => setView(value as "OPEN" | "SELESAI")}
          data={[
            { value: "OPEN", label: t("controlTower.views.open") },
            { value: "SELESAI", label: t("controlTower.views.done") },
          ]}
          data-testid="tower-view"
        />
        <Text fz="xs" c="dimmed">
          {t("controlTower.total", { count: total })}
        </Text>
      </Group>
      {list.isError ? (
        <LoadFailed
          message={<Text c="red">{t("controlTower.loadFailed")}</Text>}
          retryLabel={t("controlTower.retry")}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <ExceptionList rows={list.data?.rows ?? []} loading={list.isPending} showQueue={queue === null} />
      )}
      {total > PAGE_SIZE ? (
        <Group justify="center">
          <Pagination
            size="sm"
            total={Math.ceil(total / PAGE_SIZE)}
            value={page}
            onChange={(next) => setPages({ ...pages, [pageKey]: next })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
