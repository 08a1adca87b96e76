import { AppShell, Button, Group, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconLogout } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useSession } from "@/shared/session/SessionContext";
import { ForbiddenPage } from "@/shared/ui/ForbiddenPage";
import { LanguageToggle } from "@/shared/ui/LanguageToggle";
import { ConsoleAnnouncementsPage } from "./ConsoleAnnouncementsPage";

/** /console/: the platform console of Armada's staff (announcements); company users get 403. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const { language, setLanguage } = useLanguage();
  useDocumentTitle(`${t("console.title")} · ${t("app.name")}`);
  if (!session.identity.isPlatformAdmin) return <ForbiddenPage />;
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Title order={4} lineClamp={1}>
              {t("console.title")}
            </Title>
            <Text size="sm" c="dimmed" visibleFrom="sm">
              {session.identity.name}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageToggle value={language} onChange={(next) => void setLanguage(next)} />
            <Button
              component={Link}
              to="/logout"
              variant="subtle"
              leftSection={<IconLogout size={16} />}
              data-testid="console-logout"
            >
              {t("console.logout")}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main bg="var(--armada-page-bg)">
        <ConsoleAnnouncementsPage />
      </AppShell.Main>
    </AppShell>
  );
}
