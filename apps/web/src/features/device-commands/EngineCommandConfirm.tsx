import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

const samePlate = (typed: string, plate: string) =>
  typed.replace(/\s+/g, "").toUpperCase() === plate.replace(/\s+/g, "").toUpperCase();

/**
 * The double confirmation of an engine command: first "really, for this plate?", then the operator types the
 * plate. `kind` null closes it.
 */
export function EngineCommandConfirm({
  kind,
  licensePlate,
  onConfirm,
  onCancel,
}: {
  kind: "engineCut" | "engineRestore" | null;
  licensePlate: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<1 | 2>(1);
  const [typed, setTyped] = useState("");
  useEffect(() => {
    if (kind) {
      setStep(1);
      setTyped("");
    }
  }, [kind]);
  const action = kind ? t(`deviceCommands.kind.${kind}`) : "";
  const danger = kind === "engineCut";

  return (
    <Modal
      opened={kind !== null}
      onClose={onCancel}
      centered
      title={t("deviceCommands.confirm.title", { action, plate: licensePlate })}
      data-testid="engine-confirm"
    >
      {step === 1 ? (
        <Stack data-testid="engine-confirm-step-1">
          <Alert color={danger ? "red" : "orange"} icon={<IconAlertTriangle size={18} />}>
            {t(danger ? "deviceCommands.confirm.cutWarning" : "deviceCommands.confirm.restoreWarning", {
              plate: licensePlate,
            })}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t("deviceCommands.confirm.cancel")}
            </Button>
            <Button
              color={danger ? "red" : "orange"}
              onClick={() => setStep(2)}
              data-testid="engine-confirm-next"
            >
              {t("deviceCommands.confirm.next")}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack data-testid="engine-confirm-step-2">
          <Text fz="sm">{t("deviceCommands.confirm.typePlate", { plate: licensePlate })}</Text>
          <TextInput
            label={t("deviceCommands.confirm.plateLabel")}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            data-autofocus
            data-testid="engine-confirm-plate"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t("deviceCommands.confirm.cancel")}
            </Button>
            <Button
              color={danger ? "red" : "orange"}
              disabled={!samePlate(typed, licensePlate)}
              onClick={onConfirm}
              data-testid="engine-confirm-send"
            >
              {t("deviceCommands.confirm.send", { action })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
