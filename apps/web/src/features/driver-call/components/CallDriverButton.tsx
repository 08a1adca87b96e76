import { callOptionDisabled, canCallDriver, VOIP_VENDOR_TYPES } from "@armada/domain";
import { Button, type ButtonProps, Text, Tooltip } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconPhoneCall, IconPhoneOff } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/shared/session/SessionContext";
import { notifyError } from "@/shared/ui/notify";
import { refreshDriverCalls, useActiveDriverCalls, useEndDriverCall } from "../api/driverCalls";
import { callStore } from "../lib/callStore";
import { useCall } from "../lib/useCall";

export interface CallDriverButtonProps {
  vehicleId: number;
  licensePlate: string;
  /** the vehicle's device type (vendor): calls go to bsj and vss-howen dashcams */
  deviceType: string | null | undefined;
  size?: ButtonProps["size"];
  /** z-index of the confirmation (above a popup that shows the button) */
  confirmZIndex?: number;
  testId?: string;
}

/**
 * "Hubungi pengemudi" for a vehicle, or "Akhiri panggilan" while it is in a call. Shown to holders of both two-way
 * communication keys for dashcams that take calls; disabled, with the reason, when the company's active calls
 * reached the maximum and this vehicle is not one of them (docs/spec/alert-center-and-shell.md §5).
 */
export function CallDriverButton({
  vehicleId,
  licensePlate,
  deviceType,
  size = "xs",
  confirmZIndex,
  testId = "call-driver",
}: CallDriverButtonProps) {
  const { t } = useTranslation();
  const { accessKeys } = useSession();
  const shown = canCallDriver(accessKeys) && !!deviceType && VOIP_VENDOR_TYPES.includes(deviceType);
  const active = useActiveDriverCalls(shown);
  const endCall = useEndDriverCall();
  const client = useQueryClient();
  const myCall = useCall();
  useEffect(
    () => (shown ? callStore.onChange(() => void refreshDriverCalls(client)) : undefined),
    [shown, client],
  );
  if (!shown) return null;

  const mine = myCall !== null && myCall.vehicleId === vehicleId && callStore.isActive();
  const calls = active.data?.calls ?? [];
  const running = calls.find((call) => call.vehicleId === vehicleId);

  if (mine || running) {
    const end = () => {
      if (mine) return callStore.end();
      if (!running) return;
      modals.openConfirmModal({
        title: t("driverCall.endOtherTitle"),
        children: (
          <Text fz="sm">
            {t("driverCall.endOtherQuestion", { plate: licensePlate, user: running.userName ?? "—" })}
          </Text>
        ),
        labels: { confirm: t("driverCall.end"), cancel: t("driverCall.cancel") },
        confirmProps: { color: "red", "data-testid": "call-end-confirm" } as Record<string, string>,
        zIndex: confirmZIndex,
        onConfirm: () => endCall.mutate(running.id, { onError: notifyError }),
      });
    };
    return (
      <Button
        size={size}
        color="red"
        variant="light"
        leftSection={<IconPhoneOff size={16} />}
        onClick={end}
        loading={endCall.isPending}
        data-testid={testId}
        data-call-state="inCall"
      >
        {t("driverCall.end")}
      </Button>
    );
  }

  const maximum = active.data?.maxActiveCalls ?? 0;
  const reason = !active.data
    ? null
    : callOptionDisabled(
          calls.map((call) => call.vehicleId),
          maximum,
          vehicleId,
        )
      ? t("driverCall.maximumReached", { max: maximum })
      : callStore.isActive()
        ? t("driverCall.oneAtATime")
        : null;
  const button = (
    <Button
      size={size}
      color="teal"
      variant="light"
      leftSection={<IconPhoneCall size={16} />}
      disabled={reason !== null || !active.data}
      onClick={() => void callStore.start(vehicleId, licensePlate)}
      data-testid={testId}
      data-call-state={reason ? "disabled" : "idle"}
    >
      {t("driverCall.call")}
    </Button>
  );
  if (!reason) return button;
  return (
    <Tooltip label={reason} multiline w={240} events={{ hover: true, focus: true, touch: true }}>
      <span data-testid={`${testId}-reason`} data-reason={reason}>
        {button}
      </span>
    </Tooltip>
  );
}
