import { PASSWORD_MIN_LENGTH } from "@armada/domain";
import { Alert, Button, PasswordInput, Stack } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { setPassword } from "../api/setPassword";
import { SecondStepLayout } from "./SecondStepLayout";
import { secondStepError } from "./secondStepError";

/** /set-password?token=: a new user (or one whose password an admin reset) chooses a password, then signs in. */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const [password, setPasswordValue] = useState("");
  const [repeated, setRepeated] = useState("");
  const [fieldError, setFieldError] = useState<{ password?: string; repeated?: string }>({});
  const [error, setError] = useState<string | null>(token ? null : t("setPassword.noToken"));
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !token) return;
    const errors = {
      password: password.length < PASSWORD_MIN_LENGTH ? t("setPassword.tooShort") : undefined,
      repeated: repeated !== password ? t("setPassword.mismatch") : undefined,
    };
    setFieldError(errors);
    if (errors.password || errors.repeated) return;
    setPending(true);
    setError(null);
    try {
      await setPassword({ token, password });
      setDone(true);
    } catch (caught) {
      setError(secondStepError(caught, t));
    } finally {
      setPending(false);
    }
  };

  return (
    <SecondStepLayout title={t("setPassword.title")} hint={t("setPassword.hint")} width={440}>
      {done ? (
        <Stack>
          <Alert color="green" icon={<IconCircleCheck size={20} />} data-testid="set-password-done">
            {t("setPassword.done")}
          </Alert>
          <Button component={Link} to="/login" data-testid="set-password-login">
            {t("setPassword.toLogin")}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate data-testid="set-password-form">
          <Stack gap="sm">
            <PasswordInput
              label={t("setPassword.password")}
              autoComplete="new-password"
              autoFocus
              value={password}
              onChange={(event) => {
                setPasswordValue(event.currentTarget.value);
                // a corrected field loses its error at once, not at the next submit
                setFieldError({});
              }}
              error={fieldError.password}
              data-testid="set-password-new"
            />
            <PasswordInput
              label={t("setPassword.confirm")}
              autoComplete="new-password"
              value={repeated}
              onChange={(event) => {
                setRepeated(event.currentTarget.value);
                setFieldError({});
              }}
              error={fieldError.repeated}
              data-testid="set-password-repeat"
            />
            <Button
              type="submit"
              fullWidth
              loading={pending}
              disabled={!token}
              data-testid="set-password-submit"
            >
              {t("setPassword.submit")}
            </Button>
            {error ? (
              <Alert
                color="red"
                icon={<IconAlertCircle size={20} />}
                title={t("setPassword.failedTitle")}
                role="alert"
                data-testid="set-password-error"
              >
                {error}
              </Alert>
            ) : null}
          </Stack>
        </form>
      )}
    </SecondStepLayout>
  );
}
