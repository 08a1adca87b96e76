import { Grid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSession } from "@/shared/session/SessionContext";
import { PageHeader } from "@/shared/ui/PageHeader";
import { WelcomeBanner } from "@/shared/ui/WelcomeBanner";
import { DriverAlertsCard } from "./DriverAlertsCard";
import { DriverHomeData } from "./DriverHomeData";
import { DriverScoreCard } from "./DriverScoreCard";
import { DriverVehicleCard } from "./DriverVehicleCard";

/** Alerts on the home itself; the rest are on /driver/alerts/. */
const HOME_ALERTS = 3;

/** /driver/: the driver's home: their vehicle now, their latest alerts and their driving score. */
export function DriverHomePage() {
  const { t } = useTranslation();
  const { identity } = useSession();
  return (
    <>
      <PageHeader
        title={t("driverHome.greeting", { name: identity.name })}
        description={t("driverHome.subtitle")}
      />
      <WelcomeBanner />
      <DriverHomeData>
        {(home, fetchedAt) => (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                <DriverVehicleCard vehicle={home.vehicle} now={fetchedAt} />
                <DriverAlertsCard alerts={home.alerts} limit={HOME_ALERTS} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <DriverScoreCard score={home.score} period={home.scorePeriod} />
            </Grid.Col>
          </Grid>
        )}
      </DriverHomeData>
    </>
  );
}
