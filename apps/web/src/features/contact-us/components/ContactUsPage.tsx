import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from "@mantine/core";
import {
  IconBrandWhatsapp,
  IconClock,
  IconExternalLink,
  IconMail,
  IconPhone,
  type IconProps,
} from "@tabler/icons-react";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isCompanyAdmin } from "@/shared/session/isCompanyAdmin";
import { useSession } from "@/shared/session/SessionContext";
import { useAppConfig } from "@/shared/session/useAppConfig";
import { PageHeader } from "@/shared/ui/PageHeader";
import { telLink, whatsappLink } from "../lib/contactLinks";

function ContactCard(props: {
  icon: ComponentType<IconProps>;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  const Icon = props.icon;
  return (
    <Card withBorder radius="md" padding="lg" data-testid={props.testId}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={40} radius="md">
          <Icon size={22} />
        </ThemeIcon>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fz="sm" c="dimmed">
            {props.label}
          </Text>
          {props.children}
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * /contactus/ "Hubungi Kami": the support desk's WhatsApp, phone, e-mail and hours from the server's settings.
 * With none set, users get where else to ask (their admin, the help centre); an admin is told they are not set.
 */
export function ContactUsPage() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const isAdmin = isCompanyAdmin(useSession().accessKeys);
  const contacts = config.data?.supportContacts;
  const none = contacts && !contacts.whatsapp && !contacts.phone && !contacts.email && !contacts.hours;

  return (
    <>
      <PageHeader title={t("contactUs.title")} description={t("contactUs.description")} />
      {config.isPending ? <Skeleton height={120} radius="md" /> : null}
      {config.isError ? (
        <Alert color="red" data-testid="contact-us-error">
          {t("contactUs.loadError")}
        </Alert>
      ) : null}
      {none ? (
        <Alert color="gray" data-testid="contact-us-not-configured">
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{t(isAdmin ? "contactUs.notConfiguredAdmin" : "contactUs.noContacts")}</Text>
            {config.data?.helpUrl ? (
              <Button
                component="a"
                href={config.data.helpUrl}
                target="_blank"
                rel="noopener noreferrer"
                variant="light"
                size="xs"
                rightSection={<IconExternalLink size={14} />}
                data-testid="contact-us-help"
              >
                {t("contactUs.helpCentre")}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {contacts ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {contacts.whatsapp ? (
            <ContactCard
              icon={IconBrandWhatsapp}
              label={t("contactUs.whatsapp")}
              testId="contact-us-whatsapp"
            >
              <Text fw={600}>+{contacts.whatsapp}</Text>
              <Button
                component="a"
                href={whatsappLink(contacts.whatsapp)}
                target="_blank"
                rel="noopener noreferrer"
                color="green"
                leftSection={<IconBrandWhatsapp size={16} />}
                data-testid="contact-us-whatsapp-link"
              >
                {t("contactUs.whatsappAction")}
              </Button>
            </ContactCard>
          ) : null}
          {contacts.phone ? (
            <ContactCard icon={IconPhone} label={t("contactUs.phone")} testId="contact-us-phone">
              <Anchor href={telLink(contacts.phone)} fw={600}>
                {contacts.phone}
              </Anchor>
            </ContactCard>
          ) : null}
          {contacts.email ? (
            <ContactCard icon={IconMail} label={t("contactUs.email")} testId="contact-us-email">
              <Anchor href={`mailto:${contacts.email}`} fw={600} style={{ overflowWrap: "anywhere" }}>
                {contacts.email}
              </Anchor>
            </ContactCard>
          ) : null}
          {contacts.hours ? (
            <ContactCard icon={IconClock} label={t("contactUs.hours")} testId="contact-us-hours">
              <Text fw={600}>{contacts.hours}</Text>
            </ContactCard>
          ) : null}
        </SimpleGrid>
      ) : null}
    </>
  );
}
