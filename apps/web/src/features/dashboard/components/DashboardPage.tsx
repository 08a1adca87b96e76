import { Grid, Paper, Skeleton, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconBellOff } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DashboardAlertCard, useAlertCenter } from "@/features/alerts";
import { LoginBanner } from "@/features/banner";
import { useAfterFirstPaint } from "@/shared/lib/useAfterFirstPaint";
import { useLiveFleet } from "@/shared/realtime";
import { PageHeader } from "@/shared/ui/PageHeader";
import { WelcomeBanner } from "@/shared/ui/WelcomeBanner";
import { FleetSummaryCards } from "./FleetSummaryCards";
import { LastPositionsTable } from "./LastPositionsTable";
import { QuickLinks } from "./QuickLinks";

const DashboardFleetMap = lazy(() => import("./DashboardFleetMap"));

/** /dashboard/: welcome banner after login, fleet counts, a live map, last positions and shortcuts. */
export function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fleet = useLiveFleet();
  const alertCenter = useAlertCenter();
  // the map's code (MapLibre with it) comes after the page's first paint: the counts and the table come first
  const painted = useAfterFirstPaint();
  return (
    <>
      <PageHeader title={t("dashboard.title")} />
      <WelcomeBanner />
      <LoginBanner />
      <Stack gap="lg">
        <FleetSummaryCards />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Paper withBorder radius="lg" h={{ base: 300, lg: 380 }} style={{ overflow: "hidden" }}>
              <Suspense fallback={<Skeleton h="100%" radius={0} />}>
                {painted ? (
                  <DashboardFleetMap
                    vehicles={fleet.data ?? []}
                    onSelect={(id) => navigate(`/liveview-2/?type=vehicle&vehicleId=${id}`)}
                  />
                ) : (
                  <Skeleton h="100%" radius={0} />
                )}
              </Suspense>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Paper
              withBorder
              radius="lg"
              p="lg"
              h={{ base: "auto", lg: 380 }}
              data-testid="dashboard-alert-slot"
            >
              {alertCenter ? (
                <DashboardAlertCard />
              ) : (
                <Stack align="center" justify="center" h="100%" gap="xs">
                  <ThemeIcon size={48} radius="xl" variant="light" color="orange">
                    <IconBellOff size={24} stroke={1.5} />
                  </ThemeIcon>
                  <Text fw={600}>{t("dashboard.alertsTitle")}</Text>
                  <Text c="dimmed" fz="sm" ta="center">
                    {t("dashboard.alertsPlaceholder")}
                  </Text>
                </Stack>
              )}
            </Paper>
          </Grid.Col>
        </Grid>
        <LastPositionsTable vehicles={fleet.data ?? []} loading={fleet.isPending} />
        <QuickLinks />
      </Stack>
    </>
  );
}
