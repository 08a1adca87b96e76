import { useTranslation } from "react-i18next";
import { BrandMark } from "./BrandMark";
import { DotsLoader } from "./DotsLoader";
import classes from "./FullPageLoader.module.css";

export interface FullPageLoaderProps {
  /** Text under the spinner; defaults to "Memuat…". */
  label?: string;
  /** Cover the page above everything (preloader) instead of filling the parent. */
  overlay?: boolean;
}

/** Logo and spinner centred on the page (plain elements: it shows before Mantine has loaded). */
export function FullPageLoader({ label, overlay = false }: FullPageLoaderProps) {
  const { t } = useTranslation();
  return (
    <div
      className={classes.root}
      data-overlay={overlay || undefined}
      role="status"
      aria-live="polite"
      data-testid={overlay ? "preloader" : "page-loader"}
    >
      <BrandMark size={56} />
      <DotsLoader />
      <p className={classes.label}>{label ?? t("app.loading")}</p>
    </div>
  );
}
