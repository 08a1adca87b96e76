import { Button, Group, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconAlertCircle, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** 'Failed to save' dialog of the fleet-minimum and fleet-info-minimum rules (docs/spec/temporary-live-view.md §5). */
export function SaveFailedDialog(props: {
  reason: { kind: "fleet" | "info"; message: string } | null;
  onClose: () => void;
  onAddFleet: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.reason !== null}
      onClose={props.onClose}
      title={t("temporaryLiveView.form.failedTitle")}
      centered
      data-testid="save-failed-dialog"
    >
      <Stack gap="md" align="center">
        <ThemeIcon size={48} radius="xl" color="red" variant="light">
          <IconAlertCircle size={28} />
        </ThemeIcon>
        <Text ta="center" data-testid="save-failed-message">
          {props.reason?.message}
        </Text>
        <Group gap="xs" justify="center">
          <Button variant="default" onClick={props.onClose} data-testid="save-failed-close">
            {t("temporaryLiveView.form.close")}
          </Button>
          {props.reason?.kind === "fleet" ? (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => {
                props.onClose();
                props.onAddFleet();
              }}
              data-testid="save-failed-add-fleet"
            >
              {t("temporaryLiveView.form.addFleet")}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
