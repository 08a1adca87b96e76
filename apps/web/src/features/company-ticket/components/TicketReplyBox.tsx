import { Button, Group, Stack, Textarea } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ScreenshotInput } from "./ScreenshotInput";

/**
 * The reply under a thread: text, screenshots (stored by `uploadScreenshot`: each side has its own private upload
 * route), and what else the side needs (`extra`).
 */
export function TicketReplyBox(props: {
  onSend: (reply: { body: string; attachments: string[] }) => Promise<unknown>;
  sending: boolean;
  uploadScreenshot: (file: File) => Promise<string>;
  extra?: ReactNode;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const [body, setBody] = useState("");
  const [attachments, setAttachments] = useState<string[]>([]);
  const send = async () => {
    if (!body.trim()) return;
    await props.onSend({ body: body.trim(), attachments });
    setBody("");
    setAttachments([]);
  };
  return (
    <Stack gap="xs">
      <Textarea
        aria-label={t("companyTicket.thread.replyLabel")}
        placeholder={t("companyTicket.thread.replyPlaceholder")}
        autosize
        minRows={3}
        maxLength={4000}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        data-testid="ticket-reply-body"
      />
      <ScreenshotInput
        value={attachments}
        onChange={setAttachments}
        upload={props.uploadScreenshot}
        testId="ticket-reply-screenshot"
      />
      <Group justify="flex-end" gap="sm" wrap="wrap">
        {props.extra}
        <Button
          onClick={() => void send().catch(() => undefined)}
          loading={props.sending}
          disabled={!body.trim()}
          data-testid="ticket-reply-send"
        >
          {props.submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
