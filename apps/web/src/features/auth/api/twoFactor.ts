import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

export const twoFactorQueryKey = ["myTwoFactor"] as const;

const MY_TWO_FACTOR = graphql(`
  query MyTwoFactor {
    myTwoFactor { ...EnvelopeFields data { enabled recoveryCodesLeft companyRequires passkeys } }
  }
`);

const START_TOTP_ENROLMENT = graphql(`
  mutation StartTotpEnrolment {
    startTotpEnrolment { ...EnvelopeFields data { secret otpauthUri } }
  }
`);

const CONFIRM_TOTP_ENROLMENT = graphql(`
  mutation ConfirmTotpEnrolment($input: ConfirmTotpInput!) {
    confirmTotpEnrolment(input: $input) { ...EnvelopeFields data { codes } }
  }
`);

const DISABLE_TOTP = graphql(`
  mutation DisableTotp($input: DisableTotpInput!) {
    disableTotp(input: $input) { ...EnvelopeFields }
  }
`);

const REGENERATE_RECOVERY_CODES = graphql(`
  mutation RegenerateRecoveryCodes($input: RegenerateRecoveryCodesInput!) {
    regenerateRecoveryCodes(input: $input) { ...EnvelopeFields data { codes } }
  }
`);

const SET_COMPANY_TWO_FACTOR_REQUIRED = graphql(`
  mutation SetCompanyTwoFactorRequired($input: CompanyTwoFactorInput!) {
    setCompanyTwoFactorRequired(input: $input) { ...EnvelopeFields }
  }
`);

export function useMyTwoFactor() {
  return useQuery({
    queryKey: twoFactorQueryKey,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(MY_TWO_FACTOR, "myTwoFactor", {}, signal);
      if (!result.data) throw new Error("missing two-factor data");
      return result.data;
    },
  });
}

function useRefreshTwoFactor() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey });
}

export function useStartTotpEnrolment() {
  return useMutation({
    mutationFn: async () => {
      const result = await requestEnvelope(START_TOTP_ENROLMENT, "startTotpEnrolment", {});
      if (!result.data) throw new Error("missing enrolment data");
      return result.data;
    },
  });
}

/** Answers the new recovery codes. */
export function useConfirmTotpEnrolment() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: async (code: string) =>
      (await requestEnvelope(CONFIRM_TOTP_ENROLMENT, "confirmTotpEnrolment", { input: { code } })).data
        ?.codes ?? [],
    onSuccess: refresh,
  });
}

export function useDisableTotp() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: async (input: { password: string; code: string }) =>
      (await requestEnvelope(DISABLE_TOTP, "disableTotp", { input })).message,
    onSuccess: refresh,
  });
}

export function useRegenerateRecoveryCodes() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: async (password: string) =>
      (await requestEnvelope(REGENERATE_RECOVERY_CODES, "regenerateRecoveryCodes", { input: { password } }))
        .data?.codes ?? [],
    onSuccess: refresh,
  });
}

export function useSetCompanyTwoFactorRequired() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: async (required: boolean) =>
      (
        await requestEnvelope(SET_COMPANY_TWO_FACTOR_REQUIRED, "setCompanyTwoFactorRequired", {
          input: { required },
        })
      ).message,
    onSuccess: refresh,
  });
}
