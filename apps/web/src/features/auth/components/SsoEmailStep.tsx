import { IconAlertCircle, IconMail } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/shared/api/ApiError";
import { rememberSignedIn } from "@/shared/session/signedInHint";
import { DotsLoader } from "@/shared/ui/DotsLoader";
import { PlainAlert } from "@/shared/ui/PlainAlert";
import { startSso } from "../api/ssoStart";
import { LoginField } from "./LoginField";
import formClasses from "./LoginForm.module.css";
import classes from "./SsoSignIn.module.css";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The SSO step's work e-mail, then the company's identity provider; `returnedError` is the callback's refusal
 * that opened the step. Loaded when the step opens: the login page's first load stays within its budget.
 */
export function SsoEmailStep({
  returnedError,
  onBack,
}: {
  returnedError: string | null;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(returnedError);

  const messageOf = (name: string) =>
    t(`singleSignOn.signIn.errors.${name}`, { defaultValue: t("singleSignOn.signIn.errors.SsoFailed") });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!EMAIL.test(email.trim())) return setEmailError(t("singleSignOn.signIn.emailRequired"));
    setEmailError(undefined);
    setPending(true);
    setError(null);
    try {
      const result = await startSso(email.trim());
      // the callback lands on the app, whose guard asks the server only when a sign-in was recorded
      rememberSignedIn(true);
      window.location.assign(result.data.redirectTo);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.errorName : "SsoFailed");
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t("singleSignOn.signIn.title")}
      className={formClasses.form}
    >
      <p className={classes.hint}>{t("singleSignOn.signIn.hint")}</p>
      <LoginField
        label={t("singleSignOn.signIn.email")}
        placeholder={t("singleSignOn.signIn.emailPlaceholder")}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        icon={<IconMail size={18} aria-hidden />}
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={emailError}
        data-testid="login-sso-email"
        name="email"
      />
      <button
        type="submit"
        className={formClasses.submit}
        data-loading={pending || undefined}
        aria-busy={pending}
        data-testid="login-sso-submit"
      >
        <span className={formClasses.submitLabel}>{t("singleSignOn.signIn.continue")}</span>
        {pending ? <DotsLoader className={formClasses.submitLoader} /> : null}
      </button>
      {error ? (
        <PlainAlert
          role="alert"
          color="red"
          icon={<IconAlertCircle size={20} />}
          title={t("singleSignOn.signIn.failedTitle")}
          data-testid="login-sso-error"
        >
          {messageOf(error)}
        </PlainAlert>
      ) : null}
      <button type="button" className={classes.back} onClick={onBack} data-testid="login-sso-back">
        {t("singleSignOn.signIn.back")}
      </button>
    </form>
  );
}
