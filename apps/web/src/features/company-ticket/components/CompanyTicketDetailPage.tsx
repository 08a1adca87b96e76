import { Alert, Anchor, Button, Group, Modal, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconArrowLeft, IconCircleCheck } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ticketNoticesKey } from "@/shared/tickets/ticketNotices";
import { DotsLoader } from "@/shared/ui/DotsLoader";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { NotFoundPage } from "@/shared/ui/NotFoundPage";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import { uploadScreenshot, useCloseTicket, useCompanyTicket, useReplyTicket } from "../api/companyTickets";
import { TicketReplyBox } from "./TicketReplyBox";
import { TicketSummary } from "./TicketSummary";
import { TicketThread } from "./TicketThread";

/** /company-ticket/:id: one ticket, its thread and the company's reply. */
export function CompanyTicketDetailPage() {
  const { t } = useTranslation();
  const ticketId = Number(useParams().ticketId);
  const valid = Number.isSafeInteger(ticketId) && ticketId > 0 && ticketId < 2_147_483_647;
  const ticket = useCompanyTicket(valid ? ticketId : 0);
  const reply = useReplyTicket();
  const [closing, setClosing] = useState(false);
  const queryClient = useQueryClient();
  // opening the ticket cleared its bell entry on the server
  const loadedId = ticket.data?.id;
  useEffect(() => {
    if (loadedId) void queryClient.invalidateQueries({ queryKey: ticketNoticesKey, exact: true });
  }, [loadedId, queryClient]);
  if (!valid) return <NotFoundPage />;
  const done = ticket.data?.status === "done";
  return (
    <>
      <PageHeader title={ticket.data?.code ?? t("companyTicket.title")} />
      <Stack gap="md" maw={900}>
        <Group justify="space-between" wrap="wrap">
          <Anchor component={Link} to="/company-ticket/" fz="sm">
            <IconArrowLeft size={14} /> {t("companyTicket.back")}
          </Anchor>
          {ticket.data && !done && (
            <Button
              variant="light"
              color="green"
              size="xs"
              leftSection={<IconCircleCheck size={16} />}
              onClick={() => setClosing(true)}
              data-testid="ticket-close"
            >
              {t("companyTicket.close.open")}
            </Button>
          )}
        </Group>
        {ticket.isPending ? (
          <DotsLoader />
        ) : ticket.isError ? (
          <LoadFailed
            message={ticket.error.message || t("companyTicket.loadFailed")}
            retryLabel={t("companyTicket.retry")}
            onRetry={() => void ticket.refetch()}
          />
        ) : !ticket.data ? (
          <Text c="dimmed">{t("companyTicket.notFound")}</Text>
        ) : (
          <>
            <TicketSummary ticket={ticket.data} showCompany={false} />
            <Title order={4}>{t("companyTicket.thread.title")}</Title>
            <TicketThread messages={ticket.data.messages} />
            {done && (
              <Alert color="green" variant="light" data-testid="ticket-closed-hint">
                {t("companyTicket.close.reopenHint")}
              </Alert>
            )}
            <TicketReplyBox
              uploadScreenshot={uploadScreenshot}
              sending={reply.isPending}
              submitLabel={t("companyTicket.thread.send")}
              onSend={(values) =>
                reply.mutateAsync(
                  { ticketId, ...values },
                  { onError: errorNotifier("companyTicket.thread.failed") },
                )
              }
            />
          </>
        )}
      </Stack>
      {closing && <CloseTicketModal ticketId={ticketId} onClose={() => setClosing(false)} />}
    </>
  );
}

/** Asks before the company closes its ticket, with an optional closing note for the thread. */
function CloseTicketModal({ ticketId, onClose }: { ticketId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const close = useCloseTicket();
  const [note, setNote] = useState("");
  return (
    <Modal opened onClose={onClose} title={t("companyTicket.close.title")} centered>
      <Stack>
        <Text fz="sm">{t("companyTicket.close.text")}</Text>
        <Textarea
          label={t("companyTicket.close.note")}
          value={note}
          maxLength={2000}
          autosize
          minRows={2}
          onChange={(event) => setNote(event.currentTarget.value)}
          data-testid="ticket-close-note"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("companyTicket.cancel")}
          </Button>
          <Button
            color="green"
            loading={close.isPending}
            onClick={() =>
              close.mutate(
                { ticketId, note: note.trim() || null },
                {
                  onSuccess: () => {
                    notifySuccess(t("companyTicket.close.done"));
                    onClose();
                  },
                  onError: errorNotifier("companyTicket.close.failed"),
                },
              )
            }
            data-testid="ticket-close-confirm"
          >
            {t("companyTicket.close.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
