import { Alert, Skeleton } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { LOGIN_NEXT_PARAM } from "@/shared/session/loginPath";
import { rememberSignedIn } from "@/shared/session/signedInHint";
import { confirmSignInEnrolment, startSignInEnrolment } from "../api/secondStep";
import { RecoveryCodesShown } from "./RecoveryCodesShown";
import { SecondStepLayout } from "./SecondStepLayout";
import { safeRedirectPath } from "./safeRedirectPath";
import { secondStepError } from "./secondStepError";
import { TotpEnrolmentForm } from "./TotpEnrolmentForm";

/**
 * /login/two-factor/enrol: the company requires two-step verification and the user has none yet. The session
 * starts once the app is on; the recovery codes are shown before the app opens.
 */
export function SignInEnrolmentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [enrolment, setEnrolment] = useState<{ secret: string; otpauthUri: string } | null>(null);
  const [signedIn, setSignedIn] = useState<{ redirectTo: string; recoveryCodes: string[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    startSignInEnrolment().then(
      (result) => setEnrolment(result.data),
      (caught: unknown) => setError(secondStepError(caught, t)),
    );
  }, [t]);

  const confirm = async (code: string) => {
    setPending(true);
    setError(null);
    try {
      const result = await confirmSignInEnrolment(code);
      rememberSignedIn(true);
      setSignedIn(result.data);
    } catch (caught) {
      setError(secondStepError(caught, t));
    }
    setPending(false);
  };

  return (
    <SecondStepLayout title={t("twoFactor.enrolTitle")} hint={t("twoFactor.enrolHint")} width={560}>
      {signedIn ? (
        <RecoveryCodesShown
          codes={signedIn.recoveryCodes}
          onDone={() =>
            navigate(safeRedirectPath(searchParams.get(LOGIN_NEXT_PARAM) ?? signedIn.redirectTo), {
              replace: true,
            })
          }
        />
      ) : enrolment ? (
        <TotpEnrolmentForm enrolment={enrolment} pending={pending} onConfirm={(code) => void confirm(code)} />
      ) : error ? null : (
        <Skeleton h={320} />
      )}
      {error ? (
        <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert" data-testid="second-step-error">
          {error}
        </Alert>
      ) : null}
    </SecondStepLayout>
  );
}
