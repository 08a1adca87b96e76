import { parseSecondFactorCode } from "@armada/domain";
import { Alert, Button, Divider, Loader, TextInput } from "@mantine/core";
import { IconAlertCircle, IconKey } from "@tabler/icons-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { ApiError } from "@/shared/api/ApiError";
import { LOGIN_NEXT_PARAM } from "@/shared/session/loginPath";
import { rememberSignedIn } from "@/shared/session/signedInHint";
import type { LoginResult } from "../api/login";
import { secondFactorMethods, verifySecondFactor, verifyWithPasskey } from "../api/secondStep";
import { SecondStepLayout } from "./SecondStepLayout";
import { safeRedirectPath } from "./safeRedirectPath";
import { secondStepError } from "./secondStepError";

type Methods = { totp: boolean; passkey: boolean };

/**
 * /login/two-factor: after the password, the user's second factor: the code from the authenticator app (or a
 * recovery code), a passkey, or either.
 */
export function SecondStepPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [methods, setMethods] = useState<Methods | null>(null);
  const [code, setCode] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<"code" | "passkey" | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    secondFactorMethods(controller.signal).then(
      (result) => setMethods(result.data),
      (caught: unknown) => {
        if (!controller.signal.aborted) setError(secondStepError(caught, t));
      },
    );
    return () => controller.abort();
  }, [t]);

  const finish = async (step: "code" | "passkey", answer: () => Promise<{ data: LoginResult }>) => {
    if (pending) return;
    setPending(step);
    setError(null);
    try {
      const result = await answer();
      rememberSignedIn(true);
      navigate(safeRedirectPath(searchParams.get(LOGIN_NEXT_PARAM) ?? result.data.redirectTo), {
        replace: true,
      });
    } catch (caught) {
      // the browser's own refusals (dialog closed, no passkey on this device) carry no server message
      setError(caught instanceof ApiError ? secondStepError(caught, t) : t("passkey.browserFailed"));
      setPending(null);
    }
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSecondFactorCode(code);
    setFieldError(
      parsed ? undefined : t(code.trim() ? "twoFactor.codeInvalid" : "twoFactor.stepCodeRequired"),
    );
    if (parsed) void finish("code", () => verifySecondFactor(code));
  };

  const hint = !methods?.passkey
    ? t("twoFactor.stepHint")
    : methods.totp
      ? t("passkey.stepHintEither")
      : t("passkey.stepHint");

  return (
    <SecondStepLayout title={t("twoFactor.stepTitle")} hint={hint} width={440}>
      {methods === null && error === null ? (
        <Loader size="sm" aria-label={t("passkey.loading")} data-testid="second-step-loading" />
      ) : null}
      {methods?.passkey ? (
        <Button
          leftSection={<IconKey size={18} aria-hidden />}
          variant={methods.totp ? "default" : "filled"}
          fullWidth
          autoFocus={!methods.totp}
          loading={pending === "passkey"}
          onClick={() => void finish("passkey", verifyWithPasskey)}
          data-testid="second-step-passkey"
        >
          {t("passkey.use")}
        </Button>
      ) : null}
      {methods?.passkey && methods.totp ? <Divider label={t("passkey.or")} labelPosition="center" /> : null}
      {methods?.totp ? (
        <form onSubmit={submitCode} noValidate data-testid="second-step-form">
          <TextInput
            label={t("twoFactor.stepCode")}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={fieldError}
            data-testid="second-step-code"
          />
          <Button
            type="submit"
            fullWidth
            mt="md"
            loading={pending === "code"}
            data-testid="second-step-submit"
          >
            {t("twoFactor.stepSubmit")}
          </Button>
        </form>
      ) : null}
      {error ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={20} />}
          title={t("twoFactor.failedTitle")}
          role="alert"
          data-testid="second-step-error"
        >
          {error}
        </Alert>
      ) : null}
    </SecondStepLayout>
  );
}
