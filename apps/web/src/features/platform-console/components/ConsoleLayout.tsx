import { AppShell, Button, Group, Tabs, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconLogout } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useSession } from "@/shared/session/SessionContext";
import { ForbiddenPage } from "@/shared/ui/ForbiddenPage";
import { LanguageToggle } from "@/shared/ui/LanguageToggle";
import { ConsoleAnnouncementsPage } from "./ConsoleAnnouncementsPage";
import { ConsoleBannersPage } from "./ConsoleBannersPage";
import { ConsoleFeedbackPage } from "./ConsoleFeedbackPage";
import { ConsoleReferralsPage } from "./ConsoleReferralsPage";
import { ConsoleTicketBell } from "./ConsoleTicketBell";
import { ConsoleTicketsPage } from "./ConsoleTicketsPage";

/** /console/: the platform console of Armada's staff (announcements, banners, feedback, referrals, company tickets); company users get 403. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const { language, setLanguage } = useLanguage();
  const [searchParams] = useSearchParams();
  // ?ticket=42 (the bell, the platform team's e-mail) opens the tickets tab with that ticket
  const ticketAsked = searchParams.has("ticket");
  const [tab, setTab] = useState<string | null>(ticketAsked ? "tickets" : "announcements");
  useEffect(() => {
    if (ticketAsked) setTab("tickets");
  }, [ticketAsked]);
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
            <ConsoleTicketBell />
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
        <Tabs value={tab} onChange={setTab} keepMounted={false} maw={1200} mx="auto">
          <Tabs.List mb="md">
            <Tabs.Tab value="announcements">{t("console.announcements")}</Tabs.Tab>
            <Tabs.Tab value="banners" data-testid="console-tab-banners">
              {t("console.banners")}
            </Tabs.Tab>
            <Tabs.Tab value="feedback" data-testid="console-tab-feedback">
              {t("console.feedback")}
            </Tabs.Tab>
            <Tabs.Tab value="referrals" data-testid="console-tab-referrals">
              {t("console.referrals")}
            </Tabs.Tab>
            <Tabs.Tab value="tickets" data-testid="console-tab-tickets">
              {t("companyTicket.console.tab")}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="announcements">
            <ConsoleAnnouncementsPage />
          </Tabs.Panel>
          <Tabs.Panel value="banners">
            <ConsoleBannersPage />
          </Tabs.Panel>
          <Tabs.Panel value="feedback">
            <ConsoleFeedbackPage />
          </Tabs.Panel>
          <Tabs.Panel value="referrals">
            <ConsoleReferralsPage />
          </Tabs.Panel>
          <Tabs.Panel value="tickets">
            <ConsoleTicketsPage />
          </Tabs.Panel>
        </Tabs>
      </AppShell.Main>
    </AppShell>
  );
}
