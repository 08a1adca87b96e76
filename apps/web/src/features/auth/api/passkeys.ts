import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { twoFactorQueryKey } from "./twoFactor";

const passkeysQueryKey = ["myPasskeys"] as const;

const MY_PASSKEYS = graphql(`
  query MyPasskeys {
    myPasskeys { ...EnvelopeFields data { id name createdOn lastUsedOn } }
  }
`);

const START_PASSKEY_REGISTRATION = graphql(`
  mutation StartPasskeyRegistration {
    startPasskeyRegistration { ...EnvelopeFields data }
  }
`);

const FINISH_PASSKEY_REGISTRATION = graphql(`
  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {
    finishPasskeyRegistration(input: $input) { ...EnvelopeFields }
  }
`);

const DELETE_PASSKEY = graphql(`
  mutation DeletePasskey($input: DeletePasskeyInput!) {
    deletePasskey(input: $input) { ...EnvelopeFields }
  }
`);

export function useMyPasskeys() {
  return useQuery({
    queryKey: passkeysQueryKey,
    queryFn: async ({ signal }) => (await requestEnvelope(MY_PASSKEYS, "myPasskeys", {}, signal)).data ?? [],
  });
}

function useRefreshPasskeys() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
      queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
    ]);
}

/**
 * Adds a passkey named `name`: the server's options, the browser's own dialog (the WebAuthn library loads with
 * this first use), the answer back. Answers the server's message.
 */
export function useAddPasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: async (name: string) => {
      const started = await requestEnvelope(START_PASSKEY_REGISTRATION, "startPasskeyRegistration", {});
      const { startRegistration } = await import("@simplewebauthn/browser");
      const response = await startRegistration({
        optionsJSON: started.data as PublicKeyCredentialCreationOptionsJSON,
      });
      return (
        await requestEnvelope(FINISH_PASSKEY_REGISTRATION, "finishPasskeyRegistration", {
          input: { name, response },
        })
      ).message;
    },
    onSuccess: refresh,
  });
}

export function useDeletePasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: async (input: { id: number; password: string }) =>
      (await requestEnvelope(DELETE_PASSKEY, "deletePasskey", { input })).message,
    onSuccess: refresh,
  });
}
