import {
  CONTROL_TOWER_STATUSES,
  type ControlTowerStatus,
  can,
  WHATSAPP_INBOX_READ_KEY,
} from "@armada/domain";
import { Anchor, Badge, Button, Group, Loader, Paper, Select, Stack, Text } from "@mantine/core";
import { IconNote, IconUserCheck } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "@/shared/session/SessionContext";
import { notifyError } from "@/shared/ui/notify";
import { type TowerException, useTakeException, useUpdateException } from "../api/controlTower";
import { exceptionDetail } from "../lib/exceptionText";
import { NotesModal } from "./NotesModal";
import { SlaTimer } from "./SlaTimer";

const STATUS_COLOR: Record<ControlTowerStatus, string> = {
  BARU: "red",
  DITANGANI: "yellow",
  SELESAI: "teal",
};

/** Renders again every 30 s, so the "minutes late" figures move on (the SLA timers tick on their own). */
function useHalfMinuteRender() {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), 30_000);
    return () => clearInterval(timer);
  }, []);
}

function ExceptionRow({ row, now, showQueue }: { row: TowerException; now: number; showQueue: boolean }) {
  const { t, i18n } = useTranslation();
  const { identity, accessKeys } = useSession();
  const take = useTakeException();
  const update = useUpdateException();
  const [notesOpen, setNotesOpen] = useState(false);
  const status = row.status as ControlTowerStatus;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="tower-exception"
      data-exception-id={row.id}
      data-queue={row.queue}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: "1 1 260px", minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            {showQueue ? (
              <Badge variant="light" color="indigo" radius="sm">
                {t(`controlTower.queues.${row.queue}`)}
              </Badge>
            ) : null}
            <Badge color={STATUS_COLOR[status]} radius="sm" data-testid="tower-status-badge">
              {t(`controlTower.statuses.${status}`)}
            </Badge>
            <Text fw={700}>{row.licensePlate ?? t("controlTower.noVehicle")}</Text>
          </Group>
          <Text fz="sm">{exceptionDetail(row, t, i18n.language, now)}</Text>
          <Group gap="md" fz="xs">
            {row.vehicleId ? (
              <Anchor component={Link} to={`/liveview-2/?type=vehicle&vehicleId=${row.vehicleId}`} fz="xs">
                {t("controlTower.links.vehicle")}
              </Anchor>
            ) : null}
            {row.fleetTaskId ? (
              <Anchor component={Link} to={`/fleet-task/${row.fleetTaskId}/`} fz="xs">
                {t("controlTower.links.task", { code: row.fleetTaskCode })}
              </Anchor>
            ) : null}
            {row.rawAlertId && row.alertCode ? (
              <Anchor
                component={Link}
                to={`/notification/?codes=${row.alertCode}${row.vehicleId ? `&vehicles=${row.vehicleId}` : ""}`}
                fz="xs"
              >
                {t("controlTower.links.alert")}
              </Anchor>
            ) : null}
            {row.conversationId && can(accessKeys, WHATSAPP_INBOX_READ_KEY) ? (
              <Anchor
                component={Link}
                to={`/whatsapp-inbox/?c=${row.conversationId}`}
                fz="xs"
                data-testid="tower-conversation-link"
              >
                {t("controlTower.links.conversation")}
              </Anchor>
            ) : null}
          </Group>
          {row.notes ? (
            <Text fz="xs" c="dimmed" lineClamp={2} data-testid="tower-notes">
              {row.notes}
            </Text>
          ) : null}
        </Stack>
        <Stack gap={6} align="flex-end" style={{ flex: "0 1 auto" }}>
          <Group gap="xs">
            <Text fz="xs" c="dimmed">
              {t("controlTower.sla")}
            </Text>
            <SlaTimer dueOn={row.slaDueOn} done={status === "SELESAI"} />
          </Group>
          <Text fz="xs" data-testid="tower-owner">
            {row.ownerName ? t("controlTower.ownedBy", { name: row.ownerName }) : t("controlTower.noOwner")}
          </Text>
          <Group gap="xs" wrap="wrap" justify="flex-end">
            {row.ownerId !== identity.userId ? (
              <Button
                size="xs"
                leftSection={<IconUserCheck size={14} />}
                loading={take.isPending}
                onClick={() => take.mutate(row.id, { onError: notifyError })}
                data-testid="tower-take"
              >
                {t("controlTower.take")}
              </Button>
            ) : null}
            <Select
              size="xs"
              w={130}
              aria-label={t("controlTower.statusLabel")}
              data={CONTROL_TOWER_STATUSES.map((value) => ({
                value,
                label: t(`controlTower.statuses.${value}`),
              }))}
              value={status}
              allowDeselect={false}
              disabled={update.isPending}
              onChange={(value) =>
                value &&
                value !== status &&
                update.mutate({ exceptionId: row.id, status: value }, { onError: notifyError })
              }
              data-testid="tower-status"
            />
            <Button
              size="xs"
              variant="default"
              leftSection={<IconNote size={14} />}
              onClick={() => setNotesOpen(true)}
              data-testid="tower-notes-open"
            >
              {t("controlTower.notes")}
            </Button>
          </Group>
        </Stack>
      </Group>
      {notesOpen ? <NotesModal row={row} onClose={() => setNotesOpen(false)} /> : null}
    </Paper>
  );
}

/** The exceptions of a queue (or all), the longest waiting first, each with its owner, status, notes and SLA. */
export function ExceptionList(props: { rows: TowerException[]; loading: boolean; showQueue: boolean }) {
  const { t } = useTranslation();
  useHalfMinuteRender();
  const now = Date.now();
  if (props.loading)
    return (
      <Group justify="center" p="lg">
        <Loader size="sm" aria-label={t("controlTower.loading")} />
      </Group>
    );
  if (props.rows.length === 0)
    return (
      <Text c="dimmed" ta="center" p="lg" data-testid="tower-empty">
        {t("controlTower.empty")}
      </Text>
    );
  return (
    <Stack gap="xs">
      {props.rows.map((row) => (
        <ExceptionRow key={row.id} row={row} now={now} showQueue={props.showQueue} />
      ))}
    </Stack>
  );
}
