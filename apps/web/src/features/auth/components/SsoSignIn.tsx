import { IconBuildingSkyscraper } from "@tabler/icons-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { loadPageTexts } from "@/shared/i18n/i18n";
import { DotsLoader } from "@/shared/ui/DotsLoader";
import classes from "./SsoSignIn.module.css";

/** Where the SSO callback tells why it sent the browser back (`/login?sso=<error name>`). */
const SSO_ERROR_PARAM = "sso";

// the step and its texts (a page section, not the login's boot texts) load when it opens or is about to
const loadEmailStep = () => Promise.all([import("./SsoEmailStep"), loadPageTexts()]);
const preloadEmailStep = () => void loadEmailStep();
const SsoEmailStep = lazy(async () => ({ default: (await loadEmailStep())[0].SsoEmailStep }));

/**
 * "Masuk dengan SSO" below the password form (its `children`): the work e-mail step, then the company's identity
 * provider. The callback's refusals come back as `?sso=` and open this step with their message.
 */
export function SsoSignIn({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const returnedError = searchParams.get(SSO_ERROR_PARAM);
  const [open, setOpen] = useState(returnedError !== null);

  if (!open)
    return (
      <>
        {children}
        <div className={classes.divider}>{t("login.sso.or")}</div>
        <button
          type="button"
          className={classes.secondary}
          onClick={() => setOpen(true)}
          onPointerEnter={preloadEmailStep}
          onFocus={preloadEmailStep}
          data-testid="login-sso"
        >
          <IconBuildingSkyscraper size={18} aria-hidden />
          {t("login.sso.button")}
        </button>
      </>
    );

  return (
    <Suspense fallback={<DotsLoader />}>
      <SsoEmailStep returnedError={returnedError} onBack={() => setOpen(false)} />
    </Suspense>
  );
}
