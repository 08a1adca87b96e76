import { useTranslation } from "react-i18next";
import { PageHeader } from "@/shared/ui/PageHeader";
import { DriverHomeData } from "./DriverHomeData";
import { DriverScoreCard } from "./DriverScoreCard";

/** /driver/score/: the driver's own score of the last four weeks, week by week, and how it is counted. */
export function DriverScorePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("driverHome.menu.score")} />
      <DriverHomeData>
        {(home) => <DriverScoreCard score={home.score} period={home.scorePeriod} withHint />}
      </DriverHomeData>
    </>
  );
}
