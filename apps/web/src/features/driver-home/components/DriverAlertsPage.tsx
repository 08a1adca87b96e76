import { useTranslation } from "react-i18next";
import { PageHeader } from "@/shared/ui/PageHeader";
import { DriverAlertsCard } from "./DriverAlertsCard";
import { DriverHomeData } from "./DriverHomeData";

/** /driver/alerts/: the driver's own latest alerts, read-only. */
export function DriverAlertsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("driverHome.menu.alerts")} />
      <DriverHomeData>{(home) => <DriverAlertsCard alerts={home.alerts} />}</DriverHomeData>
    </>
  );
}
