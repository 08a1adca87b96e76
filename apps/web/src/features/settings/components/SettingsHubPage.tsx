import { can, WHATSAPP_INBOX_READ_KEY } from "@armada/domain";
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconAlarm,
  IconBell,
  IconBrandWhatsapp,
  IconBuilding,
  IconChevronRight,
  IconHistory,
  IconLanguage,
  IconMessageCircle,
  IconPlugConnected,
  type IconProps,
  IconUsers,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useInboxCounts } from "@/features/whatsapp-inbox";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useSession } from "@/shared/session/SessionContext";
import { useChangeLanguage } from "@/shared/session/useChangeLanguage";
import { LanguageToggle } from "@/shared/ui/LanguageToggle";
import { PageHeader } from "@/shared/ui/PageHeader";
import { type SettingsEntry, visibleSettingsEntries } from "../lib/settingsEntries";

const ICONS: Record<SettingsEntry["id"], ComponentType<IconProps>> = {
  alertRules: IconBell,
  whatsappOutbox: IconBrandWhatsapp,
  whatsappInbox: IconMessageCircle,
  reminders: IconAlarm,
  company: IconBuilding,
  integration: IconPlugConnected,
  users: IconUsers,
  auditLog: IconHistory,
  language: IconLanguage,
};

/** /setting/: every setting this user may open, each behind the access key of its page. */
export function SettingsHubPage() {
  const { t } = useTranslation();
  const { accessKeys, featureFlags } = useSession();
  const { language } = useLanguage();
  const { changeLanguage, isSaving } = useChangeLanguage();
  const entries = visibleSettingsEntries(accessKeys, featureFlags.vsms2_bilingual === true);
  const inbox = useInboxCounts(can(accessKeys, WHATSAPP_INBOX_READ_KEY));
  const unread = inbox.data?.unread ?? 0;

  return (
    <>
      <PageHeader title={t("settingsHub.title")} description={t("settingsHub.description")} />
      {entries.length === 0 ? (
        <Text c="dimmed" data-testid="settings-hub-empty">
          {t("settingsHub.empty")}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="settings-hub">
        {entries.map((entry) => {
          const Icon = ICONS[entry.id];
          return (
            <Card
              key={entry.id}
              withBorder
              radius="md"
              padding="lg"
              data-testid={`settings-entry-${entry.id}`}
            >
              <Stack gap="sm" h="100%">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon variant="light" size={40} radius="md">
                    <Icon size={22} />
                  </ThemeIcon>
                  <Title order={2} fz="md">
                    {t(`settingsHub.entries.${entry.id}.title`)}
                  </Title>
                  {entry.id === "whatsappInbox" && unread > 0 ? (
                    <Badge color="green" variant="filled" data-testid="inbox-badge">
                      {t("whatsappInbox.badge", { count: unread })}
                    </Badge>
                  ) : null}
                </Group>
                <Text fz="sm" c="dimmed" style={{ flex: 1 }}>
                  {t(`settingsHub.entries.${entry.id}.description`)}
                </Text>
                {entry.path ? (
                  <Button
                    component={Link}
                    to={entry.path}
                    variant="light"
                    rightSection={<IconChevronRight size={16} />}
                    data-testid={`settings-open-${entry.id}`}
                  >
                    {t("settingsHub.open")}
                  </Button>
                ) : (
                  <LanguageToggle
                    value={language}
                    disabled={isSaving}
                    testIdPrefix="settings-language"
                    onChange={(next) => void changeLanguage(next)}
                  />
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </>
  );
}
