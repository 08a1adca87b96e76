import { Anchor, Button, Group, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCircleCheck, IconCopy, IconDeviceFloppy, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useWhatsAppSending } from "@/shared/whatsapp/useWhatsAppSending";
import { copyLink } from "../lib/notify";
import { ContactForm, type ContactSubmitResult, type SubmittedContact } from "./ContactForm";

/**
 * 'Pelacakan Berhasil Dibuat': in form mode (no contacts yet) a recipient form with 'Kirim'; after a send,
 * 'Pelacakan berhasil terkirim!' with 'Kirim ke kontak lain' (docs/spec/temporary-live-view.md §2, §4).
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
  // with the log provider the link is stored in the outbox, not sent: say so instead of "terkirim"
  const stored = useWhatsAppSending().sends === false;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("temporaryLiveView.success.title")}
      size="lg"
      centered
      data-testid="success-modal"
    >
      {mode === "form" ? (
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            {t("temporaryLiveView.success.formHelp")}
          </Text>
          <ContactForm
            testId="success-form"
            submitLabel={t("temporaryLiveView.success.send")}
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
          <ThemeIcon size={56} radius="xl" color={stored ? "orange" : "green"} variant="light">
            {stored ? <IconDeviceFloppy size={34} /> : <IconCircleCheck size={34} />}
          </ThemeIcon>
          <Text fw={700} fz="lg" data-testid="success-sent-title">
            {t(stored ? "temporaryLiveView.success.stored" : "temporaryLiveView.success.sent")}
          </Text>
          <Text fz="sm" c="dimmed" ta="center">
            {t(stored ? "temporaryLiveView.success.storedFor" : "temporaryLiveView.success.sentTo", {
              count: props.contactCount,
            })}
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
              {t("temporaryLiveView.success.sendOther")}
            </Group>
          </Anchor>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconCopy size={16} />}
              onClick={() => void copyLink(props.link)}
            >
              {t("temporaryLiveView.success.copyLink")}
            </Button>
            <Button component={Link} to="/trackingtemp/" variant="light">
              {t("temporaryLiveView.success.viewList")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
