import {
  IconAlertCircle,
  IconClockExclamation,
  IconEye,
  IconEyeOff,
  IconLock,
  IconUser,
} from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { ApiError } from "@/shared/api/ApiError";
import { LOGIN_NEXT_PARAM } from "@/shared/session/loginPath";
import { rememberSignedIn } from "@/shared/session/signedInHint";
import { DotsLoader } from "@/shared/ui/DotsLoader";
import { PlainAlert } from "@/shared/ui/PlainAlert";
import { login } from "../api/login";
import { LoginField } from "./LoginField";
import classes from "./LoginForm.module.css";
import { safeRedirectPath } from "./safeRedirectPath";

type FieldErrors = Partial<Record<"username" | "password", string>>;

/**
 * Username-or-email and password form; on success opens the page the visit asked for (`?next=`, a deep link), else
 * the server's redirectTo. Plain elements and no
 * query client: the login page is the first page of most visits and loads neither Mantine (its hooks included) nor TanStack Query.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [passwordVisible, setPasswordVisible] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const errors: FieldErrors = {};
    if (!username.trim()) errors.username = t("login.usernameRequired");
    if (!password) errors.password = t("login.passwordRequired");
    setFieldErrors(errors);
    if (errors.username || errors.password) return;

    setPending(true);
    setError(null);
    try {
      const result = await login({ username: username.trim(), password });
      if (result.data?.secondStep) {
        // no session yet: the second step's page keeps the deep link (?next=) for after it
        navigate({ pathname: result.data.redirectTo, search: searchParams.toString() });
        return;
      }
      rememberSignedIn(true);
      navigate(safeRedirectPath(searchParams.get(LOGIN_NEXT_PARAM) ?? result.data?.redirectTo), {
        replace: true,
      });
    } catch (caught) {
      const failure = caught instanceof Error ? caught : new Error(String(caught));
      if (failure instanceof ApiError && failure.issues.length > 0) {
        const fromServer: FieldErrors = {};
        for (const issue of failure.issues) {
          if (issue.field === "username" || issue.field === "password")
            fromServer[issue.field] = issue.message;
        }
        setFieldErrors(fromServer);
      }
      setError(failure);
      setPending(false);
    }
  };

  const tooManyAttempts =
    error instanceof ApiError && (error.status === 429 || error.errorName === "TooManyAttempts");

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("login.title")} className={classes.form}>
      <LoginField
        label={t("login.username")}
        placeholder={t("login.usernamePlaceholder")}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        icon={<IconUser size={18} aria-hidden />}
        value={username}
        onChange={(event) => setUsername(event.currentTarget.value)}
        error={fieldErrors.username}
        data-testid="login-username"
        name="username"
      />
      <LoginField
        label={t("login.password")}
        placeholder={t("login.passwordPlaceholder")}
        autoComplete="current-password"
        type={passwordVisible ? "text" : "password"}
        icon={<IconLock size={18} aria-hidden />}
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        error={fieldErrors.password}
        data-testid="login-password"
        name="password"
        rightSection={
          <button
            type="button"
            className={classes.toggle}
            onClick={() => setPasswordVisible((visible) => !visible)}
            aria-label={passwordVisible ? t("login.hidePassword") : t("login.showPassword")}
            aria-pressed={passwordVisible}
            data-testid="login-password-toggle"
          >
            {passwordVisible ? <IconEyeOff size={20} aria-hidden /> : <IconEye size={20} aria-hidden />}
          </button>
        }
      />
      <button
        type="submit"
        className={classes.submit}
        data-loading={pending || undefined}
        aria-busy={pending}
        data-testid="login-submit"
      >
        <span className={classes.submitLabel}>{t("login.submit")}</span>
        {pending ? <DotsLoader className={classes.submitLoader} /> : null}
      </button>
      {error ? (
        <PlainAlert
          role="alert"
          color={tooManyAttempts ? "orange" : "red"}
          icon={tooManyAttempts ? <IconClockExclamation size={20} /> : <IconAlertCircle size={20} />}
          title={tooManyAttempts ? t("login.tooManyAttemptsTitle") : t("login.failedTitle")}
          data-testid="login-error"
        >
          {loginErrorMessage(error, t)}
        </PlainAlert>
      ) : null}
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
