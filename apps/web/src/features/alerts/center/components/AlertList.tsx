import { Alert, Button, Skeleton, Stack, Text } from "@mantine/core";
import { IconBellOff } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNow } from "@/shared/realtime";
import { type AlertListKind, useAlertList } from "../api/alertQueries";
import type { RawAlert } from "../api/rawAlert";
import { mergeAlertLists } from "../lib/liveAlertList";
import { useAlertCenter } from "../state/alertCenterContext";
import { AlertRow } from "./AlertRow";

/** The Urgent or Important list: live alerts first, then pages of 20 with "load more". */
export function AlertList({ kind }: { kind: AlertListKind }) {
  const { t } = useTranslation();
  const center = useAlertCenter();
  const notCheckedOnly = center?.notCheckedOnly ?? false;
  const query = useAlertList(kind, notCheckedOnly, !!center);
  const now = useNow(1000);
  const live = center?.live[kind];
  const alerts = useMemo(() => {
    const fetched = query.data?.pages.flatMap((page) => page.data) ?? [];
    const visible = (alert: RawAlert) => !notCheckedOnly || (!alert.isResolved && !alert.isFalseAlert);
    return mergeAlertLists((live ?? []).filter(visible), fetched.filter(visible));
  }, [query.data, live, notCheckedOnly]);

  if (!center) return null;
  if (query.isPending) {
    return (
      <Stack gap="xs" p="xs" data-testid={`alert-list-${kind}-loading`}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={56} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" m="xs" data-testid={`alert-list-${kind}-error`}>
        <Stack gap={6} align="flex-start">
          <Text fz="sm">{t("alertCenter.list.error")}</Text>
          <Button size="compact-xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t("alertCenter.list.retry")}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (alerts.length === 0) {
    return (
      <Stack align="center" gap={4} py="lg" c="dimmed" data-testid={`alert-list-${kind}-empty`}>
        <IconBellOff size={28} stroke={1.5} />
        <Text fz="sm">{t("alertCenter.list.empty")}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap={2} data-testid={`alert-list-${kind}`}>
      {alerts.map((alert) => (
        <AlertRow
          key={alert.rawAlertId}
          alert={alert}
          now={now}
          canSeeUrgent={center.access.urgent}
          showSourceDevice={center.access.sourceDevice}
          onOpen={center.openAlert}
        />
      ))}
      {query.hasNextPage ? (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          data-testid={`alert-list-${kind}-more`}
        >
          {t("alertCenter.list.loadMore")}
        </Button>
      ) : null}
    </Stack>
  );
}
