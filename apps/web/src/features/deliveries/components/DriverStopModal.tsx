import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DriverTaskStop } from "../api/driverTasks";

/**
 * A full-screen form the driver fills at a stop (the POD, a failure): the stop it is for, the fields, and Cancel
 * beside the form's own submit button.
 */
export function DriverStopModal({
  stop,
  title,
  testId,
  submit,
  onClose,
  children,
}: {
  stop: DriverTaskStop;
  title: string;
  testId: string;
  submit: { label: string; color: string; saving: boolean; testId: string; onClick: () => void };
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} fullScreen title={title} data-testid={testId}>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {stop.deliveryOrderCode ? `${stop.deliveryOrderCode} · ` : ""}
          {stop.customerName ?? stop.address}
        </Text>
        {children}
        <Group grow>
          <Button variant="default" size="md" onClick={onClose}>
            {t("deliveries.cancel")}
          </Button>
          <Button
            size="md"
            color={submit.color}
            loading={submit.saving}
            onClick={submit.onClick}
            data-testid={submit.testId}
          >
            {submit.label}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
