import { confirmTotpInputSchema } from "@armada/domain";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { TotpKeyPanel } from "./TotpKeyPanel";

/** A new key and the code that turns it on: the same in the profile and in the sign-in a company requires. */
export function TotpEnrolmentForm(props: {
  enrolment: { secret: string; otpauthUri: string };
  pending: boolean;
  onConfirm: (code: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = confirmTotpInputSchema.safeParse({ code });
    setError(checked.success ? undefined : t("twoFactor.codeInvalid"));
    if (checked.success) props.onConfirm(checked.data.code);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="totp-enrolment-form">
      <Stack>
        <TotpKeyPanel {...props.enrolment} />
        <Text fw={600}>{t("twoFactor.confirmTitle")}</Text>
        <TextInput
          label={t("twoFactor.code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          maw={220}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          data-testid="totp-enrolment-code"
        />
        <Group>
          <Button type="submit" loading={props.pending} data-testid="totp-enrolment-confirm">
            {t("twoFactor.confirm")}
          </Button>
          {props.onCancel ? (
            <Button variant="default" onClick={props.onCancel}>
              {t("twoFactor.cancel")}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
