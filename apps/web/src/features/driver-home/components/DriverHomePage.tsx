import { Grid, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { useSession } from "@/shared/session/SessionContext";
import { WelcomeBanner } from "@/shared/ui/WelcomeBanner";
import { DriverAlertsCard } from "./DriverAlertsCard";
import { DriverHomeData } from "./DriverHomeData";
import { DriverScoreCard } from "./DriverScoreCard";
import { DriverVehicleCard } from "./DriverVehicleCard";

/** Alerts on the home itself; the rest are on /driver/alerts/. */
const HOME_ALERTS = 3;

/**
 * /driver/: the driver's home: their vehicle now, their latest alerts and their driving score. A greeting instead of
 * the page header: the home has no breadcrumb to show.
 */
export function DriverHomePage() {
  const { t } = useTranslation();
  const { identity } = useSession();
  useDocumentTitle(`${t("driverHome.title")} · ${t("app.name")}`);
  return (
    <>
      <Stack gap={4} mb="lg" data-testid="driver-home-header">
        <Title order={1} fz={24} lh={1.25}>
          {t("driverHome.greeting", { name: identity.name })}
        </Title>
        <Text c="dimmed" fz="sm">
          {t("driverHome.subtitle")}
        </Text>
      </Stack>
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
