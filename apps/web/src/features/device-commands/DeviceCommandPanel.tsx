import {
  can,
  DEVICE_COMMAND_ACCESS,
  DEVICE_COMMAND_CUSTOM_MAX_LENGTH,
  DEVICE_COMMAND_EXPIRY_MINUTES,
  takesRebootCommand,
} from "@armada/domain";
import {
  Alert,
  Badge,
  Button,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconEngine, IconEngineOff, IconMapPinBolt, IconRefresh, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import { useSession } from "@/shared/session/SessionContext";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { type SendCommand, useDeviceCommands, useSendDeviceCommand } from "./api";
import { EngineCommandConfirm } from "./EngineCommandConfirm";

const STATUS_COLORS: Record<string, string> = {
  queued: "gray",
  sent: "blue",
  answered: "green",
  expired: "orange",
  failed: "red",
};
const PAGE_SIZE = 5;

/**
 * "Perintah perangkat": locate now, engine cut and restore (double confirmation naming the plate), reboot for the
 * devices that take it (asked once more), custom text for technicians, the expiry, and the vehicle's command
 * history with the device's answers (live).
 */
export function DeviceCommandPanel({
  vehicleId,
  licensePlate,
  vendorType,
}: {
  vehicleId: number;
  licensePlate: string;
  /** the tracker's protocol: which fixed commands it takes */
  vendorType: string | null | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { accessKeys } = useSession();
  const mayCommand = can(accessKeys, DEVICE_COMMAND_ACCESS.create);
  const mayEngine = can(accessKeys, DEVICE_COMMAND_ACCESS.engine);
  const mayRead = can(accessKeys, DEVICE_COMMAND_ACCESS.read);
  const [expiresInMinutes, setExpiry] = useState<number>(30);
  const [customText, setCustomText] = useState("");
  const [engineKind, setEngineKind] = useState<"engineCut" | "engineRestore" | null>(null);
  const [confirmingReboot, setConfirmingReboot] = useState(false);
  const [page, setPage] = useState(1);
  const history = useDeviceCommands(mayRead ? vehicleId : null, page, PAGE_SIZE);
  const sending = useSendDeviceCommand(vehicleId);

  const send = (command: Omit<SendCommand, "expiresInMinutes">) =>
    sending.mutate(
      { ...command, expiresInMinutes },
      {
        onSuccess: (data) => {
          notifySuccess(t(data?.status === "sent" ? "deviceCommands.sent" : "deviceCommands.queued"));
          if (command.kind === "custom") setCustomText("");
        },
        onError: errorNotifier("deviceCommands.failed"),
      },
    );

  const expiryOptions = DEVICE_COMMAND_EXPIRY_MINUTES.map((minutes) => ({
    value: String(minutes),
    label: t(`deviceCommands.expiry.${minutes}`),
  }));
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="sm" data-testid="device-command-panel">
      <Title order={3} fz="md">
        {t("deviceCommands.title")}
      </Title>
      {mayCommand || mayEngine ? (
        <>
          <Select
            label={t("deviceCommands.expiryLabel")}
            data={expiryOptions}
            value={String(expiresInMinutes)}
            onChange={(value) => value && setExpiry(Number(value))}
            allowDeselect={false}
            size="xs"
            data-testid="device-command-expiry"
          />
          <Group gap="xs">
            {mayCommand ? (
              <Button
                size="xs"
                leftSection={<IconMapPinBolt size={16} />}
                loading={sending.isPending && sending.variables?.kind === "locate"}
                onClick={() => send({ kind: "locate" })}
                data-testid="device-command-locate"
              >
                {t("deviceCommands.kind.locate")}
              </Button>
            ) : null}
            {mayCommand && takesRebootCommand(vendorType) && !confirmingReboot ? (
              <Button
                size="xs"
                variant="light"
                color="gray"
                leftSection={<IconRefresh size={16} />}
                onClick={() => setConfirmingReboot(true)}
                data-testid="device-command-reboot"
              >
                {t("deviceCommands.kind.reboot")}
              </Button>
            ) : null}
            {mayEngine ? (
              <>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  leftSection={<IconEngineOff size={16} />}
                  onClick={() => setEngineKind("engineCut")}
                  data-testid="device-command-engine-cut"
                >
                  {t("deviceCommands.kind.engineCut")}
                </Button>
                <Button
                  size="xs"
                  color="orange"
                  variant="light"
                  leftSection={<IconEngine size={16} />}
                  onClick={() => setEngineKind("engineRestore")}
                  data-testid="device-command-engine-restore"
                >
                  {t("deviceCommands.kind.engineRestore")}
                </Button>
              </>
            ) : null}
          </Group>
          {confirmingReboot ? (
            <Alert color="orange" data-testid="device-command-reboot-confirm">
              <Text fz="sm">{t("deviceCommands.rebootWarning", { plate: licensePlate })}</Text>
              <Group gap="xs" mt="xs">
                <Button
                  size="xs"
                  color="orange"
                  loading={sending.isPending && sending.variables?.kind === "reboot"}
                  onClick={() => {
                    setConfirmingReboot(false);
                    send({ kind: "reboot" });
                  }}
                  data-testid="device-command-reboot-send"
                >
                  {t("deviceCommands.rebootSend")}
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirmingReboot(false)}>
                  {t("deviceCommands.confirm.cancel")}
                </Button>
              </Group>
            </Alert>
          ) : null}
          {mayCommand ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (customText.trim()) send({ kind: "custom", text: customText });
              }}
            >
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  size="xs"
                  style={{ flex: 1 }}
                  label={t("deviceCommands.customLabel")}
                  description={t("deviceCommands.customHint", { max: DEVICE_COMMAND_CUSTOM_MAX_LENGTH })}
                  maxLength={DEVICE_COMMAND_CUSTOM_MAX_LENGTH}
                  value={customText}
                  onChange={(event) => setCustomText(event.currentTarget.value)}
                  data-testid="device-command-custom"
                />
                <Button
                  size="xs"
                  type="submit"
                  variant="default"
                  leftSection={<IconSend size={16} />}
                  disabled={!customText.trim()}
                  data-testid="device-command-custom-send"
                >
                  {t("deviceCommands.send")}
                </Button>
              </Group>
            </form>
          ) : null}
        </>
      ) : null}
      {mayRead ? (
        <Stack gap={6}>
          <Text fz="xs" fw={600} c="dimmed" tt="uppercase">
            {t("deviceCommands.history")}
          </Text>
          {history.isPending ? (
            <Stack gap={6}>
              <Skeleton h={44} />
              <Skeleton h={44} />
            </Stack>
          ) : history.isError ? (
            <Alert color="red" data-testid="device-command-error">
              {history.error.message || t("deviceCommands.loadFailed")}
            </Alert>
          ) : history.data.rows.length === 0 ? (
            <Text fz="sm" c="dimmed" data-testid="device-command-empty">
              {t("deviceCommands.empty")}
            </Text>
          ) : (
            <>
              {history.data.rows.map((command) => (
                <div key={command.id} data-testid="device-command-row" data-status={command.status}>
                  <Group gap="xs" justify="space-between" wrap="nowrap">
                    <Text fz="sm" fw={600} truncate>
                      {t(`deviceCommands.kind.${command.kind}`)}{" "}
                      <Text span c="dimmed" ff="monospace" fz="xs">
                        {command.text}
                      </Text>
                    </Text>
                    <Badge size="sm" variant="light" color={STATUS_COLORS[command.status] ?? "gray"}>
                      {t(`deviceCommands.status.${command.status}`)}
                    </Badge>
                  </Group>
                  <Text fz="xs" c="dimmed">
                    {formatDateTime(command.createdOn, i18n.language, "short")} ·{" "}
                    {command.user?.fullname ?? "—"}
                  </Text>
                  {command.answer !== null && command.answer !== undefined ? (
                    <Text
                      fz="xs"
                      ff="monospace"
                      data-testid="device-command-answer"
                      style={{ wordBreak: "break-all" }}
                    >
                      {command.answer}
                    </Text>
                  ) : null}
                </div>
              ))}
              {pages > 1 ? <Pagination size="xs" total={pages} value={page} onChange={setPage} /> : null}
            </>
          )}
        </Stack>
      ) : null}
      <EngineCommandConfirm
        kind={engineKind}
        licensePlate={licensePlate}
        onCancel={() => setEngineKind(null)}
        onConfirm={() => {
          if (engineKind) send({ kind: engineKind });
          setEngineKind(null);
        }}
      />
    </Stack>
  );
}
