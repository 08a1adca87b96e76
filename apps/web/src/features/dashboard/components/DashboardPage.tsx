import { EmptyState, Paper, Stack } from "@mantine/core";
import { IconChartDots3 } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/shared/ui/PageHeader";
import { WelcomeBanner } from "@/shared/ui/WelcomeBanner";
import { QuickLinks } from "./QuickLinks";

/** /dashboard/: welcome banner after login, shortcuts and the (coming) fleet overview. */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("dashboard.title")} />
      <WelcomeBanner />
      <Stack gap="xl">
        <QuickLinks />
        <Paper withBorder radius="lg" p={{ base: "lg", sm: 48 }}>
          <EmptyState
            variant="light"
            icon={<IconChartDots3 size={30} stroke={1.5} aria-hidden />}
            title={t("dashboard.placeholderTitle")}
            description={t("dashboard.placeholderMessage")}
          />
        </Paper>
      </Stack>
    </>
  );
}
