import {
  Badge,
  Button,
  Card,
  Group,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isCompanyAdmin } from "@/shared/session/isCompanyAdmin";
import { useSession } from "@/shared/session/SessionContext";
import { notifyError, notifySuccess } from "@/shared/ui/notify";
import {
  useConfirmTotpEnrolment,
  useDisableTotp,
  useMyTwoFactor,
  useRegenerateRecoveryCodes,
  useSetCompanyTwoFactorRequired,
  useStartTotpEnrolment,
} from "../api/twoFactor";
import { PasskeysPanel } from "./PasskeysPanel";
import { PasswordForm } from "./PasswordForm";
import { RecoveryCodesShown } from "./RecoveryCodesShown";
import { TotpEnrolmentForm } from "./TotpEnrolmentForm";

type Mode = "status" | "enrol" | "disable" | "regenerate";

/**
 * The profile's security section: the authenticator app with its recovery codes, the passkeys and, for a company
 * admin, the rule; either factor counts as on.
 */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const { accessKeys } = useSession();
  const status = useMyTwoFactor();
  const start = useStartTotpEnrolment();
  const confirm = useConfirmTotpEnrolment();
  const regenerate = useRegenerateRecoveryCodes();
  const require = useSetCompanyTwoFactorRequired();
  const [mode, setMode] = useState<Mode>("status");
  const [codes, setCodes] = useState<string[] | null>(null);
  const state = status.data;

  const showCodes = (next: string[]) => {
    setCodes(next);
    setMode("status");
  };

  return (
    <Card padding="lg" data-testid="two-factor-card">
      <Group gap="sm" wrap="nowrap" mb="md" align="flex-start">
        <IconShieldLock size={20} aria-hidden />
        <div style={{ flex: 1 }}>
          <Group gap="xs">
            <Title order={2} fz="md">
              {t("twoFactor.title")}
            </Title>
            {state ? (
              <Badge
                color={state.enabled || state.passkeys > 0 ? "teal" : "gray"}
                variant="light"
                data-testid="two-factor-status"
              >
                {state.enabled || state.passkeys > 0 ? t("twoFactor.statusOn") : t("twoFactor.statusOff")}
              </Badge>
            ) : null}
          </Group>
          <Text c="dimmed" fz="sm">
            {t("twoFactor.hint")}
          </Text>
          {state?.companyRequires ? (
            <Text fz="sm" c="orange.8" mt={4}>
              {t("twoFactor.companyRequires")}
            </Text>
          ) : null}
        </div>
      </Group>

      {codes ? (
        <Stack>
          <Text fw={600}>{t("twoFactor.recoveryTitle")}</Text>
          <RecoveryCodesShown codes={codes} onDone={() => setCodes(null)} />
        </Stack>
      ) : mode === "enrol" && start.data ? (
        <TotpEnrolmentForm
          enrolment={start.data}
          pending={confirm.isPending}
          onConfirm={(code) =>
            confirm.mutate(code, {
              onSuccess: (next) => {
                notifySuccess(t("twoFactor.statusOn"));
                showCodes(next);
              },
              onError: notifyError,
            })
          }
          onCancel={() => setMode("status")}
        />
      ) : mode === "disable" ? (
        <DisableForm onDone={() => setMode("status")} />
      ) : mode === "regenerate" ? (
        <PasswordForm
          submitLabel={t("twoFactor.regenerate")}
          pending={regenerate.isPending}
          onSubmit={(password) => regenerate.mutate(password, { onSuccess: showCodes, onError: notifyError })}
          onCancel={() => setMode("status")}
        />
      ) : state ? (
        <Stack gap="sm">
          <Text fw={600}>{t("twoFactor.appTitle")}</Text>
          {state.enabled ? (
            <>
              <Text fz="sm" data-testid="recovery-codes-left">
                {t("twoFactor.recoveryLeft", { count: state.recoveryCodesLeft })}
              </Text>
              <Group>
                <Button
                  variant="default"
                  onClick={() => setMode("regenerate")}
                  data-testid="two-factor-regenerate"
                >
                  {t("twoFactor.regenerate")}
                </Button>
                <Button
                  variant="light"
                  color="red"
                  onClick={() => setMode("disable")}
                  data-testid="two-factor-off"
                >
                  {t("twoFactor.turnOff")}
                </Button>
              </Group>
            </>
          ) : (
            <Group>
              <Button
                loading={start.isPending}
                onClick={() =>
                  start.mutate(undefined, { onSuccess: () => setMode("enrol"), onError: notifyError })
                }
                data-testid="two-factor-on"
              >
                {t("twoFactor.turnOn")}
              </Button>
            </Group>
          )}
          <PasskeysPanel />
          {isCompanyAdmin(accessKeys) ? (
            <Switch
              mt="sm"
              checked={state.companyRequires}
              disabled={require.isPending}
              onChange={(event) =>
                require.mutate(event.currentTarget.checked, {
                  onSuccess: notifySuccess,
                  onError: notifyError,
                })
              }
              label={t("twoFactor.requireForCompany")}
              description={t("twoFactor.requireForCompanyHint")}
              data-testid="two-factor-require"
            />
          ) : null}
        </Stack>
      ) : null}
    </Card>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const disable = useDisableTotp();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate(
      { password, code: code.replace(/\s/g, "") },
      {
        onSuccess: (message) => {
          notifySuccess(message);
          onDone();
        },
        onError: notifyError,
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <PasswordInput
          label={t("twoFactor.password")}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          data-testid="two-factor-password"
        />
        <TextInput
          label={t("twoFactor.code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          data-testid="two-factor-disable-code"
        />
        <Group>
          <Button type="submit" color="red" loading={disable.isPending} data-testid="two-factor-off-confirm">
            {t("twoFactor.turnOff")}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t("twoFactor.cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
