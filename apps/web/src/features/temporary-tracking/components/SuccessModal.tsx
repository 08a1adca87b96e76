import { Anchor, Button, Group, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCircleCheck, IconCopy, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { copyLink } from "../lib/notify";
import { ContactForm, type ContactSubmitResult, type SubmittedContact } from "./ContactForm";

/**
 * 'Pelacakan Berhasil Dibuat': in form mode (no contacts yet) a recipient form with 'Kirim'; after a send,
 * 'Pelacakan berhasil terkirim!' with 'Kirim ke kontak lain' (spec §2, §4).
 */
export function SuccessModal(props: {
  opened: boolean;
  onClose: () => void;
  link: string;
  contactCount: number;
  onSend: (contact: SubmittedContact) => Promise<ContactSubmitResult>;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<"form" | "sent">(props.contactCount > 0 ? "sent" : "form");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("temporaryTracking.success.title")}
      size="lg"
      centered
      data-testid="success-modal"
    >
      {mode === "form" ? (
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            {t("temporaryTracking.success.formHelp")}
          </Text>
          <ContactForm
            testId="success-form"
            submitLabel={t("temporaryTracking.success.send")}
            copyLinkUrl={props.link}
            offerArrivalNotice
            onSubmit={async (contact): Promise<ContactSubmitResult> => {
              const result = await props.onSend(contact);
              if (result === "ok") setMode("sent");
              return result;
            }}
          />
        </Stack>
      ) : (
        <Stack gap="md" align="center" py="sm" data-testid="success-sent">
          <ThemeIcon size={56} radius="xl" color="green" variant="light">
            <IconCircleCheck size={34} />
          </ThemeIcon>
          <Text fw={700} fz="lg">
            {t("temporaryTracking.success.sent")}
          </Text>
          <Text fz="sm" c="dimmed" ta="center">
            {t("temporaryTracking.success.sentTo", { count: props.contactCount })}
          </Text>
          <Anchor
            component="button"
            type="button"
            fz="sm"
            onClick={() => setMode("form")}
            data-testid="success-send-other"
          >
            <Group gap={4}>
              <IconSend size={14} />
              {t("temporaryTracking.success.sendOther")}
            </Group>
          </Anchor>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconCopy size={16} />}
              onClick={() => void copyLink(props.link)}
            >
              {t("temporaryTracking.success.copyLink")}
            </Button>
            <Button component={Link} to="/trackingtemp/" variant="light">
              {t("temporaryTracking.success.viewList")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
