import { Button, Group, PasswordInput, Stack } from "@mantine/core";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";

/** The password asked before a security change (new recovery codes, removing a passkey); `children` say what. */
export function PasswordForm(props: {
  submitLabel: string;
  pending: boolean;
  onSubmit: (password: string) => void;
  onCancel: () => void;
  children?: ReactNode;
  /** a red submit button: the action removes something */
  danger?: boolean;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(password ? undefined : t("twoFactor.passwordRequired"));
    if (password) props.onSubmit(password);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        {props.children}
        <PasswordInput
          label={t("twoFactor.password")}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error}
          data-testid="two-factor-password"
        />
        <Group>
          <Button
            type="submit"
            color={props.danger ? "red" : undefined}
            loading={props.pending}
            data-testid="two-factor-password-submit"
          >
            {props.submitLabel}
          </Button>
          <Button variant="default" onClick={props.onCancel}>
            {t("twoFactor.cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
