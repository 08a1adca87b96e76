import { companyLogos, LOGO_SIZES } from "@armada/domain";
import { Anchor, Image } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export interface CompanyLogoProps {
  companyId: number;
  variant: "full" | "icon";
  /** Render the logo white (on dark or coloured backgrounds). */
  inverted?: boolean;
}

/** The company's logo (own logos for company 1449) linking to the home page. */
export function CompanyLogo({ companyId, variant, inverted = false }: CompanyLogoProps) {
  const { t } = useTranslation();
  const logos = companyLogos(companyId);
  const size = LOGO_SIZES[variant];
  return (
    <Anchor
      component={Link}
      to="/"
      aria-label={t("shell.homeLink")}
      display="inline-flex"
      style={{ alignItems: "center" }}
      data-testid="topbar-logo"
    >
      <Image
        src={`/brand/${logos[variant]}`}
        w={size.width}
        h={size.height}
        fit="contain"
        alt={t("app.name")}
        data-variant={variant}
        style={inverted ? { filter: "brightness(0) invert(1)" } : undefined}
      />
    </Anchor>
  );
}
