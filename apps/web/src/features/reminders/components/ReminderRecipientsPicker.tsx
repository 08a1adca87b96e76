import { MAX_REMINDER_RECIPIENTS, type ReminderRecipientInput } from "@armada/domain";
import { Checkbox, Group, MultiSelect, Paper, Radio, Skeleton, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ReminderRecipientWarning } from "@/generated/graphql/graphql";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { type ReminderRecipientOption, useReminderRecipientOptions } from "../api/reminderSettings";

/** A recipient as the form holds it; `warnings` as the server answered for the saved settings. */
export type DraftRecipient = ReminderRecipientInput & {
  name: string;
  warnings?: readonly ReminderRecipientWarning[];
};

type Channel = "byWhatsApp" | "byEmail" | "byPush";

interface Props {
  chosen: boolean;
  recipients: DraftRecipient[];
  /** the company's channels: a channel switched off there is off for everyone */
  channels: Record<Channel, boolean>;
  disabled: boolean;
  onChange: (next: { chosen: boolean; recipients: DraftRecipient[] }) => void;
}

/** A newly chosen user gets every channel they can be reached on. */
const recipientOf = (option: ReminderRecipientOption): DraftRecipient => ({
  userId: option.userId,
  name: option.name,
  byWhatsApp: option.phoneNo !== null,
  byEmail: option.email !== null,
  byPush: true,
});

/**
 * The saved recipient's warnings that still hold for the draft: deactivated, or a channel still chosen whose number or
 * e-mail is not valid (unchecking that channel clears its warning).
 */
const recipientWarningsOf = (recipient: DraftRecipient): ReminderRecipientWarning[] =>
  (recipient.warnings ?? []).filter(
    (warning) =>
      warning === "INACTIVE" ||
      (warning === "WHATSAPP_INVALID" && recipient.byWhatsApp) ||
      (warning === "EMAIL_INVALID" && recipient.byEmail),
  );

/**
 * Who receives the reminders: the users whose role looks after the documents/plans (the default), or the users
 * chosen, each with the channels they get them on.
 */
export function ReminderRecipientsPicker({ chosen, recipients, channels, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const options = useReminderRecipientOptions(chosen);
  const optionOf = new Map((options.data ?? []).map((option) => [option.userId, option]));
  const setRecipient = (userId: number, channel: Channel, on: boolean) =>
    onChange({
      chosen,
      recipients: recipients.map((recipient) =>
        recipient.userId === userId ? { ...recipient, [channel]: on } : recipient,
      ),
    });

  const channelBox = (recipient: DraftRecipient, channel: Channel, reachable: boolean) => (
    <Checkbox
      key={channel}
      label={t(`reminders.${channel}`)}
      checked={recipient[channel]}
      disabled={disabled || !channels[channel] || (!reachable && !recipient[channel])}
      onChange={(event) => setRecipient(recipient.userId, channel, event.currentTarget.checked)}
      data-testid={`reminder-recipient-${recipient.userId}-${channel}`}
    />
  );

  return (
    <Stack gap="sm">
      <Radio.Group
        value={chosen ? "chosen" : "responsible"}
        onChange={(value) => onChange({ chosen: value === "chosen", recipients })}
        data-testid="reminder-recipients-mode"
      >
        <Group gap="lg">
          <Radio value="responsible" label={t("reminders.recipientsResponsible")} disabled={disabled} />
          <Radio value="chosen" label={t("reminders.recipientsChosen")} disabled={disabled} />
        </Group>
      </Radio.Group>
      {!chosen ? (
        <Text fz="sm" c="dimmed">
          {t("reminders.recipientsHint")}
        </Text>
      ) : options.isError ? (
        <LoadFailed
          message={<Text c="red">{t("reminders.recipientsLoadError")}</Text>}
          retryLabel={t("reminders.retry")}
          onRetry={() => void options.refetch()}
        />
      ) : options.isPending ? (
        <Skeleton h={36} data-testid="reminder-recipients-loading" />
      ) : (
        <>
          <MultiSelect
            label={t("reminders.recipientsPick")}
            placeholder={recipients.length === 0 ? t("reminders.recipientsPickPlaceholder") : undefined}
            searchable
            clearable={false}
            nothingFoundMessage={t("reminders.recipientsNone")}
            maxValues={MAX_REMINDER_RECIPIENTS}
            disabled={disabled}
            data={[
              ...(options.data ?? []).map((option) => ({ value: String(option.userId), label: option.name })),
              // a chosen user deactivated since is no option any more, but stays listed until removed
              ...recipients
                .filter((recipient) => !optionOf.has(recipient.userId))
                .map((recipient) => ({ value: String(recipient.userId), label: recipient.name })),
            ]}
            value={recipients.map((recipient) => String(recipient.userId))}
            onChange={(values) =>
              onChange({
                chosen,
                recipients: values.flatMap((value) => {
                  const userId = Number(value);
                  const kept = recipients.find((recipient) => recipient.userId === userId);
                  const option = optionOf.get(userId);
                  return kept ? [kept] : option ? [recipientOf(option)] : [];
                }),
              })
            }
            data-testid="reminder-recipients-select"
          />
          {recipients.length === 0 ? (
            <Text fz="sm" c="red" data-testid="reminder-recipients-error">
              {t("reminders.recipientsRequired")}
            </Text>
          ) : (
            <Stack gap="xs" data-testid="reminder-recipients">
              {recipients.map((recipient) => {
                const option = optionOf.get(recipient.userId);
                // a user deactivated since has no option: their warning says it all
                const missing = option
                  ? [
                      option.phoneNo ? null : t("reminders.noPhone"),
                      option.email ? null : t("reminders.noEmail"),
                      option.hasPush ? null : t("reminders.noPush"),
                    ].filter((text) => text !== null)
                  : [];
                return (
                  <Paper
                    key={recipient.userId}
                    withBorder
                    radius="sm"
                    p="xs"
                    data-testid={`reminder-recipient-${recipient.userId}`}
                  >
                    <Group justify="space-between" gap="xs" wrap="wrap">
                      <div>
                        <Text fz="sm" fw={500}>
                          {recipient.name}
                        </Text>
                        {missing.length > 0 ? (
                          <Text fz="xs" c="dimmed">
                            {missing.join(" · ")}
                          </Text>
                        ) : null}
                        {recipientWarningsOf(recipient).map((warning) => (
                          <Text
                            key={warning}
                            fz="xs"
                            c="orange.8"
                            data-testid={`reminder-recipient-${recipient.userId}-warning`}
                          >
                            {t(`reminders.recipientWarnings.${warning}`)}
                          </Text>
                        ))}
                      </div>
                      <Group gap="md">
                        {channelBox(recipient, "byWhatsApp", Boolean(option?.phoneNo))}
                        {channelBox(recipient, "byEmail", Boolean(option?.email))}
                        {channelBox(recipient, "byPush", true)}
                      </Group>
                    </Group>
                  </Paper>
                );
              })}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
