import { parseLanguage } from "@armada/domain";
import { Avatar, Badge, Button, Card, DataList, Grid, Group, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconBuilding, IconDevices, IconLanguage, IconMail, IconPhone, IconUser } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TwoFactorCard } from "@/features/auth";
import { PushNotificationsCard } from "@/features/push";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { initials } from "@/shared/lib/initials";
import { useSession } from "@/shared/session/SessionContext";
import { useChangeLanguage } from "@/shared/session/useChangeLanguage";
import { LanguageToggle } from "@/shared/ui/LanguageToggle";
import { PageHeader } from "@/shared/ui/PageHeader";
import { WelcomeBanner } from "@/shared/ui/WelcomeBanner";
import { useProfile } from "../api/profile";
import { ChangePasswordCard } from "./ChangePasswordCard";
import { EditableName } from "./EditableName";
import { ReminderCard } from "./ReminderCard";

/**
 * /profile/: who is signed in, for which company; the name, the verified e-mail and number (added on their own
 * pages), the display language, the reminder to add what is missing and the password.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const { identity, featureFlags, isDriver } = useSession();
  const { language } = useLanguage();
  const { changeLanguage, isSaving } = useChangeLanguage();
  const bilingual = featureFlags.vsms2_bilingual === true;
  const narrow = useMediaQuery("(max-width: 36em)");
  const profile = useProfile().data;
  const email = profile ? profile.email : identity.email;
  const phoneNo = profile ? profile.phoneNo : identity.phoneNo;

  const addLink = (to: string, present: boolean, kind: "Email" | "Number", testId: string) => (
    <Button component={Link} to={to} variant="light" size="compact-xs" data-testid={testId}>
      {t(present ? `profile.change${kind}` : `profile.add${kind}.title`)}
    </Button>
  );

  const row = (
    icon: ReactNode,
    label: string,
    value: ReactNode,
    testId: string,
    action: ReactNode = null,
  ) => (
    <DataList.Item>
      <DataList.ItemLabel>
        <Group gap={8} wrap="nowrap">
          {icon}
          {label}
        </Group>
      </DataList.ItemLabel>
      <DataList.ItemValue>
        <Group gap="sm" wrap="wrap">
          <span data-testid={testId}>
            {value ? (
              value
            ) : (
              <Text span c="dimmed" fs="italic" fz="inherit">
                {t("profile.notSet")}
              </Text>
            )}
          </span>
          {action}
        </Group>
      </DataList.ItemValue>
    </DataList.Item>
  );

  return (
    <>
      <PageHeader
        title={t("profile.title")}
        actions={
          <Button
            component={Link}
            to="/profile/sessions"
            variant="light"
            leftSection={<IconDevices size={16} />}
            data-testid="profile-sessions"
          >
            {t("profile.sessions")}
          </Button>
        }
      />
      <WelcomeBanner />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card padding="xl" h="100%">
            <Stack align="center" gap="xs" ta="center">
              <Avatar size={88} radius={44} color="armada" variant="light" fz={30}>
                {initials(identity.name)}
              </Avatar>
              <Title order={2} fz="lg" mt="sm" data-testid="profile-name-heading">
                {identity.name}
              </Title>
              <Text c="dimmed" fz="sm">
                {identity.companyName}
              </Text>
              <Badge variant="light" color={isDriver ? "orange" : "armada"} mt={4}>
                {isDriver ? t("profile.roleDriver") : t("profile.roleStaff")}
              </Badge>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card padding="lg">
              <Title order={2} fz="md" mb="md">
                {t("profile.personal")}
              </Title>
              <DataList
                withDivider
                labelWidth={180}
                gap="md"
                orientation={narrow ? "vertical" : "horizontal"}
              >
                {row(
                  <IconUser size={16} aria-hidden />,
                  t("profile.name"),
                  <EditableName name={identity.name} />,
                  "profile-name-row",
                )}
                {row(
                  <IconMail size={16} aria-hidden />,
                  t("profile.email"),
                  email,
                  "profile-email",
                  addLink("/profile/add-email/", Boolean(email), "Email", "profile-add-email"),
                )}
                {row(
                  <IconPhone size={16} aria-hidden />,
                  t("profile.phone"),
                  phoneNo,
                  "profile-phone",
                  addLink("/profile/add-number/", Boolean(phoneNo), "Number", "profile-add-number"),
                )}
                {row(
                  <IconBuilding size={16} aria-hidden />,
                  t("profile.company"),
                  identity.companyName,
                  "profile-company",
                )}
              </DataList>
            </Card>
            <Card padding="lg">
              <Group justify="space-between" align="center" wrap="wrap" gap="md">
                <Group gap="sm" wrap="nowrap">
                  <IconLanguage size={20} aria-hidden />
                  <div>
                    <Title order={2} fz="md">
                      {t("profile.language")}
                    </Title>
                    <Text c="dimmed" fz="sm">
                      {t("profile.languageHint")}
                    </Text>
                  </div>
                </Group>
                {bilingual ? (
                  <LanguageToggle
                    value={language}
                    disabled={isSaving}
                    testIdPrefix="profile-language"
                    onChange={(next) => void changeLanguage(next)}
                  />
                ) : (
                  <Text fw={500} data-testid="profile-language">
                    {t(`language.${parseLanguage(identity.language ?? language)}`)}
                  </Text>
                )}
              </Group>
            </Card>
            {profile ? <ReminderCard reminderMinutes={profile.reminderMinutes} /> : null}
            <PushNotificationsCard />
            <ChangePasswordCard />
            <TwoFactorCard />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
