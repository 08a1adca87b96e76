import { Button, Stack, Text } from "@mantine/core";
import { IconBrandWhatsapp } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import { SecretShownOnce } from "@/shared/ui/SecretShownOnce";

/** A set-password link shown once to the admin: copy it, or send it by WhatsApp, before the user can sign in. */
export function SetPasswordLinkShown(props: {
  link: { setPasswordUrl: string; expiresOn: string };
  userName: string;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const message = t("users.link.whatsappText", { name: props.userName, url: props.link.setPasswordUrl });
  return (
    <Stack>
      <Text fz="sm">
        {t("users.link.hint", {
          name: props.userName,
          time: formatDateTime(props.link.expiresOn, i18n.language, "short"),
        })}
      </Text>
      <Button
        component="a"
        href={`https://wa.me/?text=${encodeURIComponent(message)}`}
        target="_blank"
        rel="noopener"
        variant="light"
        color="green"
        leftSection={<IconBrandWhatsapp size={16} />}
        data-testid="user-link-whatsapp"
      >
        {t("users.link.whatsapp")}
      </Button>
      <SecretShownOnce
        secret={props.link.setPasswordUrl}
        warning={t("users.link.once")}
        labels={{ copy: t("users.link.copy"), copied: t("users.link.copied"), done: t("users.link.done") }}
        onDone={props.onDone}
        testId="user-link"
      />
    </Stack>
  );
}
