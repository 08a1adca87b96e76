import { Alert } from "@mantine/core";
import { IconConfetti } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSession } from "../session/SessionContext";

export const LOGIN_SUCCESS_PARAM = "isLoginSuccess";

/**
 * Greets the user right after login (?isLoginSuccess=true) on their home page; dismissing it removes the
 * query flag.
 */
export function WelcomeBanner() {
  const { t } = useTranslation();
  const { identity, isDriver } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  if (searchParams.get(LOGIN_SUCCESS_PARAM) !== "true") return null;

  const dismiss = () =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(LOGIN_SUCCESS_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <Alert
      variant="light"
      color="armada"
      radius="md"
      mb="lg"
      icon={<IconConfetti size={22} />}
      title={t("welcome.title", { name: identity.name })}
      withCloseButton
      closeButtonLabel={t("app.close")}
      onClose={dismiss}
      data-testid="welcome-banner"
    >
      {t(isDriver ? "welcome.driverMessage" : "welcome.message", { company: identity.companyName })}
    </Alert>
  );
}
