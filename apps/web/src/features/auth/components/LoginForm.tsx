import { Alert, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAlertCircle, IconClockExclamation, IconLock, IconUser } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "@/shared/api/ApiError";
import { rememberSignedIn } from "@/shared/session/signedInHint";
import { useLogin } from "../api/login";
import { safeRedirectPath } from "./safeRedirectPath";

type FieldErrors = Partial<Record<"username" | "password", string>>;

/** Username-or-email and password form; navigates to the server's redirectTo on success. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [passwordVisible, passwordVisibility] = useDisclosure(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: FieldErrors = {};
    if (!username.trim()) errors.username = t("login.usernameRequired");
    if (!password) errors.password = t("login.passwordRequired");
    setFieldErrors(errors);
    if (errors.username || errors.password) return;

    loginMutation.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (result) => {
          rememberSignedIn(true);
          navigate(safeRedirectPath(result.data?.redirectTo), { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.issues.length > 0) {
            const fromServer: FieldErrors = {};
            for (const issue of error.issues) {
              if (issue.field === "username" || issue.field === "password")
                fromServer[issue.field] = issue.message;
            }
            setFieldErrors(fromServer);
          }
        },
      },
    );
  };

  const error = loginMutation.error;
  const tooManyAttempts =
    error instanceof ApiError && (error.status === 429 || error.errorName === "TooManyAttempts");

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("login.title")}>
      <Stack gap="md">
        <TextInput
          label={t("login.username")}
          placeholder={t("login.usernamePlaceholder")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          size="md"
          leftSection={<IconUser size={18} aria-hidden />}
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={fieldErrors.username}
          data-testid="login-username"
          name="username"
        />
        <PasswordInput
          label={t("login.password")}
          placeholder={t("login.passwordPlaceholder")}
          autoComplete="current-password"
          size="md"
          leftSection={<IconLock size={18} aria-hidden />}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldErrors.password}
          visible={passwordVisible}
          onVisibilityChange={passwordVisibility.toggle}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{
            "aria-label": passwordVisible ? t("login.hidePassword") : t("login.showPassword"),
            "aria-pressed": passwordVisible,
            "data-testid": "login-password-toggle",
          }}
          data-testid="login-password"
          name="password"
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          mt="xs"
          loading={loginMutation.isPending}
          loaderProps={{ type: "dots" }}
          data-testid="login-submit"
        >
          {t("login.submit")}
        </Button>
        {error ? (
          <Alert
            role="alert"
            variant="light"
            color={tooManyAttempts ? "orange" : "red"}
            icon={tooManyAttempts ? <IconClockExclamation size={20} /> : <IconAlertCircle size={20} />}
            title={tooManyAttempts ? t("login.tooManyAttemptsTitle") : t("login.failedTitle")}
            data-testid="login-error"
          >
            {loginErrorMessage(error, t)}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}

function loginErrorMessage(error: Error, t: (key: string) => string): string {
  if (!(error instanceof ApiError)) return t("login.unexpectedError");
  if (error.message) return error.message;
  if (error.status === 429 || error.errorName === "TooManyAttempts") return t("login.tooManyAttempts");
  if (error.errorName === "InvalidCredentials") return t("login.invalidCredentials");
  if (error.errorName === "NetworkError") return t("login.networkError");
  return t("login.unexpectedError");
}
