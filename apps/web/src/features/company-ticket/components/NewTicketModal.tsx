import {
  createCompanyTicketInputSchema,
  formatZodIssues,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  type TicketCategory,
} from "@armada/domain";
import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { currentLanguage } from "@/shared/i18n/i18n";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import {
  type NewTicketValues,
  uploadScreenshot,
  useCreateTicket,
  useTicketVehicles,
} from "../api/companyTickets";
import { ScreenshotInput } from "./ScreenshotInput";

const EMPTY: NewTicketValues = {
  category: "device",
  priority: "normal",
  subject: "",
  description: "",
  vehicleId: null,
  attachments: [],
};

/** A new ticket: what it is about, how urgent, the vehicle it concerns (its health is captured), screenshots. */
export function NewTicketModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 36em)");
  const navigate = useNavigate();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateTicket();
  const vehicles = useTicketVehicles(opened);
  const set = <K extends keyof NewTicketValues>(key: K, value: NewTicketValues[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createCompanyTicketInputSchema.safeParse(draft);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of formatZodIssues(parsed.error, currentLanguage()))
        found[issue.field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(draft, {
      onSuccess: (ticket) => {
        notifySuccess(t("companyTicket.form.created", { code: ticket?.code ?? "" }));
        setDraft(EMPTY);
        onClose();
        if (ticket) void navigate(`/company-ticket/${ticket.id}`);
      },
      onError: errorNotifier("companyTicket.form.failed"),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t("companyTicket.new")} size="lg" fullScreen={phone}>
      <form onSubmit={submit} noValidate data-testid="ticket-form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t("companyTicket.form.category")}
              data={TICKET_CATEGORIES.map((value) => ({
                value,
                label: t(`companyTicket.category.${value}`),
              }))}
              value={draft.category}
              onChange={(value) => value && set("category", value as TicketCategory)}
              allowDeselect={false}
              data-testid="ticket-category"
            />
            <Select
              label={t("companyTicket.form.priority")}
              data={TICKET_PRIORITIES.map((value) => ({
                value,
                label: t(`companyTicket.priority.${value}`),
              }))}
              value={draft.priority}
              onChange={(value) => value && set("priority", value)}
              allowDeselect={false}
              data-testid="ticket-priority"
            />
          </SimpleGrid>
          <TextInput
            label={t("companyTicket.form.subject")}
            required
            maxLength={120}
            value={draft.subject}
            onChange={(event) => set("subject", event.currentTarget.value)}
            error={errors.subject}
            data-testid="ticket-subject"
          />
          <Textarea
            label={t("companyTicket.form.description")}
            description={t("companyTicket.form.descriptionHint")}
            required
            autosize
            minRows={4}
            maxLength={4000}
            value={draft.description}
            onChange={(event) => set("description", event.currentTarget.value)}
            error={errors.description}
            data-testid="ticket-description"
          />
          <Select
            label={t("companyTicket.form.vehicle")}
            description={t("companyTicket.form.vehicleHint")}
            placeholder={t("companyTicket.form.vehicleNone")}
            data={(vehicles.data ?? []).map((vehicle) => ({
              value: String(vehicle.id),
              label: vehicle.licensePlate,
            }))}
            value={draft.vehicleId === null ? null : String(draft.vehicleId)}
            onChange={(value) => set("vehicleId", value ? Number(value) : null)}
            searchable
            clearable
            nothingFoundMessage={t("companyTicket.form.vehicleNotFound")}
            data-testid="ticket-vehicle"
          />
          <ScreenshotInput
            value={draft.attachments}
            onChange={(urls) => set("attachments", urls)}
            upload={uploadScreenshot}
            testId="ticket-screenshot"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("companyTicket.cancel")}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="ticket-submit">
              {t("companyTicket.form.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
