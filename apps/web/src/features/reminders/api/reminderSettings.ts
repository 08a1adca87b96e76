import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type {
  ReminderRecipientOptionsQuery,
  ReminderSettingsInput,
  SentRemindersQuery,
} from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

export type SentReminderRow = NonNullable<SentRemindersQuery["sentReminders"]["data"]>[number];
export type ReminderRecipientOption = NonNullable<
  ReminderRecipientOptionsQuery["reminderRecipientOptions"]["data"]
>[number];

const SETTINGS = graphql(`
  query ReminderSettings {
    reminderSettings {
      ...EnvelopeFields
      data {
        leadDays byWhatsApp byEmail byPush recipientsChosen
        recipients { userId name byWhatsApp byEmail byPush warnings }
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation UpdateReminderSettings($input: ReminderSettingsInput!) {
    updateReminderSettings(input: $input) {
      ...EnvelopeFields
      data {
        leadDays byWhatsApp byEmail byPush recipientsChosen
        recipients { userId name byWhatsApp byEmail byPush warnings }
      }
    }
  }
`);
const OPTIONS = graphql(`
  query ReminderRecipientOptions {
    reminderRecipientOptions { ...EnvelopeFields data { userId name email phoneNo hasPush } }
  }
`);
const SENT = graphql(`
  query SentReminders($filter: SentRemindersFilterInput) {
    sentReminders(filter: $filter) {
      ...EnvelopeFields
      data { id subject threshold message vehicleId licensePlate createdOn }
      pagination { total page show }
    }
  }
`);

const settingsKey = ["reminder-settings"] as const;
const sentKey = ["sent-reminders"] as const;

export function useReminderSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) => (await requestEnvelope(SETTINGS, "reminderSettings", {}, signal)).data,
  });
}

export function useUpdateReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReminderSettingsInput) =>
      requestEnvelope(UPDATE, "updateReminderSettings", { input }),
    onSuccess: (result) => queryClient.setQueryData(settingsKey, result.data),
  });
}

/** The company's active users a recipient may be chosen from (only fetched once recipients are chosen). */
export function useReminderRecipientOptions(enabled: boolean) {
  return useQuery({
    queryKey: ["reminder-recipient-options"],
    enabled,
    queryFn: async ({ signal }) =>
      (await requestEnvelope(OPTIONS, "reminderRecipientOptions", {}, signal)).data ?? [],
  });
}

export function useSentReminders(query: { page: number; show: number }) {
  return useQuery({
    queryKey: [...sentKey, query],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        SENT,
        "sentReminders",
        { filter: { pagination: { page: query.page, show: query.show } } },
        signal,
      );
      return { rows: result.data ?? [], total: result.pagination?.total ?? 0 };
    },
  });
}
