import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { ProfileQuery } from "@/generated/graphql/graphql";
import { apiRequest } from "@/shared/api/apiRequest";
import { requestEnvelope } from "@/shared/api/envelope";
import { identityQueryKey } from "@/shared/session/identityQueryKey";

export type Profile = NonNullable<ProfileQuery["profile"]["data"]>;

export const profileQueryKey = ["profile"] as const;

graphql(`
  fragment ProfileFields on Profile {
    name email phoneNo language reminderMinutes lastReminder reminderDue
  }
`);

const PROFILE = graphql(`
  query Profile {
    profile { ...EnvelopeFields data { ...ProfileFields } }
  }
`);

const CHANGE_PASSWORD = graphql(`
  mutation ChangeMyPassword($input: ChangeMyPasswordInput!) {
    changeMyPassword(input: $input) { ...EnvelopeFields }
  }
`);

const ADD_EMAIL = graphql(`
  mutation AddEmail($input: AddEmailInput!) {
    addEmail(input: $input) { ...EnvelopeFields }
  }
`);

const ADD_NUMBER = graphql(`
  mutation AddNumber($input: AddNumberInput!) {
    addNumber(input: $input) { ...EnvelopeFields }
  }
`);

const VERIFY_NUMBER = graphql(`
  mutation VerifyNumber($input: VerifyNumberInput!) {
    verifyNumber(input: $input) { ...EnvelopeFields data { ...ProfileFields } }
  }
`);

const MARK_REMINDER_SHOWN = graphql(`
  mutation MarkContactReminderShown {
    markContactReminderShown { ...EnvelopeFields data { ...ProfileFields } }
  }
`);

export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(PROFILE, "profile", {}, signal);
      if (!result.data) throw new Error("missing profile data");
      return result.data as Profile;
    },
  });
}

/** After a change the profile and the identity (name, e-mail, number in the shell) are read again. */
function useRefreshProfile() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      queryClient.invalidateQueries({ queryKey: identityQueryKey }),
    ]);
}

export interface ProfileChanges {
  name?: string;
  language?: string;
  reminderMinutes?: number;
}

/** PATCH /api/user/profile. */
export function useUpdateProfile() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: (changes: ProfileChanges) =>
      apiRequest<Profile>("/api/user/profile", { method: "PATCH", body: changes }),
    onSuccess: refresh,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: { currentPassword: string; newPassword: string }) =>
      (await requestEnvelope(CHANGE_PASSWORD, "changeMyPassword", { input })).message,
  });
}

export function useAddEmail() {
  return useMutation({
    mutationFn: async (email: string) =>
      (await requestEnvelope(ADD_EMAIL, "addEmail", { input: { email } })).message,
  });
}

export function useAddNumber() {
  return useMutation({
    mutationFn: async (phoneNo: string) =>
      (await requestEnvelope(ADD_NUMBER, "addNumber", { input: { phoneNo } })).message,
  });
}

export function useVerifyNumber() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: async (input: { phoneNo: string; code: string }) =>
      (await requestEnvelope(VERIFY_NUMBER, "verifyNumber", { input })).message,
    onSuccess: refresh,
  });
}

export function useMarkReminderShown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await requestEnvelope(MARK_REMINDER_SHOWN, "markContactReminderShown", {})).data,
    onSuccess: (profile) => {
      if (profile) queryClient.setQueryData(profileQueryKey, profile);
    },
  });
}
