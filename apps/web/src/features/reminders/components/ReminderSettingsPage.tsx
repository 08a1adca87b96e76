import { can, MAX_REMINDER_LEAD_DAYS, reminderSettingsInputSchema } from "@armada/domain";
import {
  Alert,
  Badge,
  Button,
  Card,
  Chip,
  Group,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import { IconInfoCircle, IconPlus } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import { useSession } from "@/shared/session/SessionContext";
import { DataTable } from "@/shared/ui/DataTable";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { notifyError, notifySuccess } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import { usePaging } from "@/shared/ui/usePaging";
import {
  type SentReminderRow,
  useReminderSettings,
  useSentReminders,
  useUpdateReminderSettings,
} from "../api/reminderSettings";
import { type DraftRecipient, ReminderRecipientsPicker } from "./ReminderRecipientsPicker";

/** Lead days offered as chips; a company's own other days are shown beside them. */
const PRESET_LEAD_DAYS = [90, 60, 30, 14, 7, 3, 1, 0] as const;
const MAX_LEAD_DAYS_CHOSEN = 8;

interface Draft {
  leadDays: number[];
  byWhatsApp: boolean;
  byEmail: boolean;
  byPush: boolean;
  recipientsChosen: boolean;
  recipients: DraftRecipient[];
}

/** Settings as they would be saved (sorted days, no names), to tell whether the draft changed them. */
const comparable = (settings: Draft) => {
  const parsed = reminderSettingsInputSchema.safeParse(settings);
  return JSON.stringify(parsed.success ? parsed.data : settings);
};

/**
 * /setting/reminders: when the reminders of vehicle documents expiring and services coming due go out (days
 * before the due day), by which channels and to whom, and the reminders already sent.
 */
export function ReminderSettingsPage() {
  const { t, i18n } = useTranslation();
  const { accessKeys } = useSession();
  const mayEdit = can(accessKeys, "c5a-setting-notification:update");
  const settings = useReminderSettings();
  const update = useUpdateReminderSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [extraDay, setExtraDay] = useState<number | string>("");
  const { page, pageSize, pager } = usePaging();
  const sent = useSentReminders({ page, show: pageSize });

  useEffect(() => {
    if (settings.data) setDraft(settings.data);
  }, [settings.data]);

  const parsed = draft ? reminderSettingsInputSchema.safeParse(draft) : null;
  const noChannel = draft !== null && !draft.byWhatsApp && !draft.byEmail && !draft.byPush;
  const changed =
    draft !== null &&
    settings.data !== undefined &&
    settings.data !== null &&
    comparable(draft) !== comparable(settings.data);
  const dayLabel = (day: number) =>
    day === 0 ? t("reminders.onTheDay") : t("reminders.daysBefore", { count: day });
  const chipDays = draft
    ? [...new Set([...PRESET_LEAD_DAYS, ...draft.leadDays])].sort((a, b) => b - a)
    : [...PRESET_LEAD_DAYS];
  const extra = typeof extraDay === "number" ? extraDay : null;

  const columns = useMemo<ColumnDef<SentReminderRow, unknown>[]>(
    () => [
      {
        id: "createdOn",
        header: t("reminders.sentOn"),
        cell: ({ row }) => (
          <Text fz="sm">{formatDateTime(row.original.createdOn, i18n.language, "short")}</Text>
        ),
      },
      {
        id: "vehicle",
        header: t("reminders.vehicle"),
        cell: ({ row }) => row.original.licensePlate ?? "—",
      },
      {
        id: "subject",
        header: t("reminders.subject"),
        cell: ({ row }) => (
          <Badge variant="light" color={row.original.subject === "DOCUMENT" ? "grape" : "blue"}>
            {t(`reminders.subjects.${row.original.subject}`, { defaultValue: row.original.subject })}
          </Badge>
        ),
      },
      {
        id: "message",
        header: t("reminders.message"),
        cell: ({ row }) => (
          <Text fz="sm" lineClamp={2} title={row.original.message}>
            {row.original.message}
          </Text>
        ),
      },
    ],
    [t, i18n.language],
  );

  const save = () => {
    if (!parsed?.success) return;
    update.mutate(parsed.data, {
      onSuccess: () => notifySuccess(t("reminders.saved")),
      onError: notifyError,
    });
  };

  return (
    <>
      <PageHeader title={t("reminders.title")} description={t("reminders.description")} />
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg" data-testid="reminder-settings">
          {settings.isError ? (
            <LoadFailed
              message={<Text c="red">{t("reminders.loadError")}</Text>}
              retryLabel={t("reminders.retry")}
              onRetry={() => void settings.refetch()}
            />
          ) : !draft ? (
            <Stack gap="sm">
              <Skeleton h={24} w="40%" />
              <Skeleton h={32} />
              <Skeleton h={24} w="60%" />
            </Stack>
          ) : (
            <Stack gap="md">
              {!mayEdit ? (
                <Alert variant="light" icon={<IconInfoCircle size={18} />}>
                  {t("reminders.readOnly")}
                </Alert>
              ) : null}
              <div>
                <Title order={2} fz="md">
                  {t("reminders.leadDaysTitle")}
                </Title>
                <Text fz="sm" c="dimmed" mb="sm">
                  {t("reminders.leadDaysHint", { max: MAX_LEAD_DAYS_CHOSEN })}
                </Text>
                <Chip.Group
                  multiple
                  value={draft.leadDays.map(String)}
                  onChange={(values) => setDraft({ ...draft, leadDays: values.map(Number) })}
                >
                  <Group gap="xs" data-testid="reminder-lead-days">
                    {chipDays.map((day) => (
                      <Chip
                        key={day}
                        value={String(day)}
                        disabled={
                          !mayEdit ||
                          (!draft.leadDays.includes(day) && draft.leadDays.length >= MAX_LEAD_DAYS_CHOSEN)
                        }
                        data-testid={`reminder-lead-day-${day}`}
                      >
                        {dayLabel(day)}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
                {mayEdit ? (
                  <Group gap="xs" mt="sm" align="flex-end">
                    <NumberInput
                      label={t("reminders.otherDay")}
                      min={0}
                      max={MAX_REMINDER_LEAD_DAYS}
                      allowDecimal={false}
                      allowNegative={false}
                      clampBehavior="strict"
                      value={extraDay}
                      onChange={setExtraDay}
                      w={160}
                      suffix={` ${t("reminders.dayUnit")}`}
                      data-testid="reminder-other-day"
                    />
                    <Button
                      variant="light"
                      leftSection={<IconPlus size={16} />}
                      disabled={
                        extra === null ||
                        draft.leadDays.includes(extra) ||
                        draft.leadDays.length >= MAX_LEAD_DAYS_CHOSEN
                      }
                      onClick={() => {
                        if (extra === null) return;
                        setDraft({ ...draft, leadDays: [...draft.leadDays, extra] });
                        setExtraDay("");
                      }}
                      data-testid="reminder-add-day"
                    >
                      {t("reminders.addDay")}
                    </Button>
                  </Group>
                ) : null}
                {draft.leadDays.length === 0 ? (
                  <Text fz="sm" c="red" mt="xs" data-testid="reminder-lead-days-error">
                    {t("reminders.leadDaysRequired")}
                  </Text>
                ) : null}
              </div>
              <div>
                <Title order={2} fz="md" mb="xs">
                  {t("reminders.channelsTitle")}
                </Title>
                <Stack gap="xs">
                  <Switch
                    label={t("reminders.byWhatsApp")}
                    checked={draft.byWhatsApp}
                    disabled={!mayEdit}
                    onChange={(event) => setDraft({ ...draft, byWhatsApp: event.currentTarget.checked })}
                    data-testid="reminder-by-whatsapp"
                  />
                  <Switch
                    label={t("reminders.byEmail")}
                    checked={draft.byEmail}
                    disabled={!mayEdit}
                    onChange={(event) => setDraft({ ...draft, byEmail: event.currentTarget.checked })}
                    data-testid="reminder-by-email"
                  />
                  <Switch
                    label={t("reminders.byPush")}
                    checked={draft.byPush}
                    disabled={!mayEdit}
                    onChange={(event) => setDraft({ ...draft, byPush: event.currentTarget.checked })}
                    data-testid="reminder-by-push"
                  />
                </Stack>
                {noChannel ? (
                  <Text fz="sm" c="red" mt="xs" data-testid="reminder-channel-error">
                    {t("reminders.channelRequired")}
                  </Text>
                ) : null}
              </div>
              <div>
                <Title order={2} fz="md" mb="xs">
                  {t("reminders.recipientsTitle")}
                </Title>
                <ReminderRecipientsPicker
                  chosen={draft.recipientsChosen}
                  recipients={draft.recipients}
                  channels={draft}
                  disabled={!mayEdit}
                  onChange={({ chosen, recipients }) =>
                    setDraft({ ...draft, recipientsChosen: chosen, recipients })
                  }
                />
              </div>
              {mayEdit ? (
                <Group justify="flex-end" gap="sm">
                  <Button
                    variant="default"
                    disabled={!changed || update.isPending}
                    onClick={() => settings.data && setDraft(settings.data)}
                  >
                    {t("reminders.reset")}
                  </Button>
                  <Button
                    onClick={save}
                    disabled={!changed || !parsed?.success}
                    loading={update.isPending}
                    data-testid="reminder-save"
                  >
                    {t("reminders.save")}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          )}
        </Card>
        <div>
          <Title order={2} fz="md" mb="sm">
            {t("reminders.sentTitle")}
          </Title>
          <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
            <DataTable
              data={sent.data?.rows ?? []}
              columns={columns}
              getRowId={(row) => String(row.id)}
              total={sent.data?.total ?? 0}
              loading={sent.isPending}
              minWidth={720}
              emptyText={t("reminders.sentEmpty")}
              error={
                sent.isError ? (
                  <LoadFailed
                    message={<Text c="red">{t("reminders.sentLoadError")}</Text>}
                    retryLabel={t("reminders.retry")}
                    onRetry={() => void sent.refetch()}
                  />
                ) : undefined
              }
              testId="sent-reminders-table"
              {...pager}
            />
          </Paper>
        </div>
      </Stack>
    </>
  );
}
