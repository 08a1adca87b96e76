import { Alert } from "@mantine/core";
import { IconAlertTriangle, IconBrandWhatsapp } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useWhatsAppSending } from "./useWhatsAppSending";

/** Which WhatsApp provider is active; with the log provider, that messages are stored and not sent. */
export function WhatsAppProviderNotice() {
  const { t } = useTranslation();
  const { provider, sends } = useWhatsAppSending();
  if (provider === null) return null;
  return sends ? (
    <Alert color="teal" icon={<IconBrandWhatsapp size={18} />} mb="md" data-testid="whatsapp-provider-notice">
      {t("whatsappProvider.active", {
        provider: t(`whatsappProvider.names.${provider}`, { defaultValue: provider }),
      })}
    </Alert>
  ) : (
    <Alert
      color="orange"
      icon={<IconAlertTriangle size={18} />}
      title={t("whatsappProvider.notConfiguredTitle")}
      mb="md"
      data-testid="whatsapp-provider-notice"
    >
      {t("whatsappProvider.notConfigured")}
    </Alert>
  );
}
