import { IconBellRinging, IconMapPin, IconReportAnalytics } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { LanguageToggle } from "@/shared/ui/LanguageToggle";
import { LoginForm } from "./LoginForm";
import classes from "./LoginPage.module.css";
import { SsoSignIn } from "./SsoSignIn";

const HERO_POINTS = [
  { icon: IconMapPin, key: "login.heroPoint1" },
  { icon: IconBellRinging, key: "login.heroPoint2" },
  { icon: IconReportAnalytics, key: "login.heroPoint3" },
] as const;

/**
 * /login: brand panel (wide screens) and the sign-in form with a language switch. Plain elements styled with the
 * theme's CSS variables: the first page of a visit loads no Mantine component.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const title = `${t("login.pageTitle")} · ${t("app.name")}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  const footer = t("login.footer", { year: new Date().getFullYear() });

  return (
    <div className={classes.root}>
      <aside className={classes.hero} aria-hidden>
        <div className={classes.heroGrid} />
        <div className={classes.heroContent}>
          <img src="/brand/logo-full.svg" width={156} height={50} alt="" className={classes.whiteLogo} />
        </div>
        <div className={`${classes.heroContent} ${classes.heroBody}`}>
          <h2 className={classes.heroTitle}>{t("login.heroTitle")}</h2>
          <ul className={classes.heroPoints}>
            {HERO_POINTS.map(({ icon: PointIcon, key }) => (
              <li key={key} className={classes.heroPoint}>
                <span className={classes.heroIcon}>
                  <PointIcon size={20} />
                </span>
                <span className={classes.heroPointText}>{t(key)}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className={`${classes.heroContent} ${classes.heroFooter}`}>{footer}</p>
      </aside>

      <main className={classes.formSide}>
        <div className={classes.topRow}>
          <Link to="/login" aria-label={t("app.name")} className={classes.mobileOnly}>
            <img
              src="/brand/logo-full.svg"
              width={125}
              height={40}
              alt={t("app.name")}
              className={classes.logo}
            />
          </Link>
          <span className={classes.desktopOnly} />
          <LanguageToggle value={language} onChange={(next) => void setLanguage(next)} />
        </div>
        <div className={classes.formWrap}>
          <section className={classes.card}>
            <div className={classes.cardHeader}>
              <h1 className={classes.title}>{t("login.title")}</h1>
              <p className={classes.subtitle}>{t("login.subtitle")}</p>
            </div>
            <SsoSignIn>
              <LoginForm />
            </SsoSignIn>
          </section>
        </div>
        <p className={`${classes.mobileOnly} ${classes.footer}`}>{footer}</p>
      </main>
    </div>
  );
}
