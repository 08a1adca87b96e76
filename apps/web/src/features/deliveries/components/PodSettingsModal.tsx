import { POD_FIELDS, type PodField } from "@armada/domain";
import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { usePodRequirements, useUpdatePodRequirements } from "../api/podRequirements";

/** The company's POD settings: which proofs a driver must hand in at each drop (at least one). */
export function PodSettingsModal(props: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const current = usePodRequirements(props.opened);
  const update = useUpdatePodRequirements();
  const [value, setValue] = useState<Record<PodField, boolean> | null>(null);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (props.opened && current.data) setValue({ ...current.data });
    if (!props.opened) {
      setValue(null);
      setTried(false);
    }
  }, [props.opened, current.data]);
  const none = value !== null && POD_FIELDS.every((field) => !value[field]);

  const save = () => {
    setTried(true);
    if (!value || none) return;
    update.mutate(value, {
      onSuccess: () => {
        notifySuccess(t("deliveries.podSettings.saved"));
        props.onClose();
      },
      onError: errorNotifier("deliveries.podSettings.saveFailed"),
    });
  };

  return (
    <Modal opened={props.opened} onClose={props.onClose} centered title={t("deliveries.podSettings.title")}>
      {current.isError ? (
        <LoadFailed
          message={t("deliveries.failed")}
          retryLabel={t("deliveries.retry")}
          onRetry={() => void current.refetch()}
        />
      ) : !value ? (
        <Loader size="sm" type="dots" />
      ) : (
        <Stack gap="md" data-testid="pod-settings">
          <Text fz="sm" c="dimmed">
            {t("deliveries.podSettings.description")}
          </Text>
          {POD_FIELDS.map((field) => (
            <Checkbox
              key={field}
              label={t(`deliveries.podSettings.${field}`)}
              checked={value[field]}
              onChange={(event) => setValue({ ...value, [field]: event.currentTarget.checked })}
              data-testid={`pod-setting-${field}`}
            />
          ))}
          {tried && none ? (
            <Alert color="red" data-testid="pod-settings-none">
              {t("deliveries.podSettings.atLeastOne")}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t("deliveries.cancel")}
            </Button>
            <Button onClick={save} loading={update.isPending} data-testid="pod-settings-save">
              {t("deliveries.save")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
