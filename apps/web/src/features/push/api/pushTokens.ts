import { graphql } from "@/generated/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

const PUBLIC_KEY = graphql(`
  query PushPublicKey {
    pushPublicKey { ...EnvelopeFields data }
  }
`);

const REGISTER = graphql(`
  mutation RegisterPushToken($input: PushTokenInput!) {
    registerPushToken(input: $input) { ...EnvelopeFields }
  }
`);

const UNREGISTER = graphql(`
  mutation UnregisterPushToken($input: PushTokenInput!) {
    unregisterPushToken(input: $input) { ...EnvelopeFields }
  }
`);

export async function fetchPushPublicKey(): Promise<string> {
  const result = await requestEnvelope(PUBLIC_KEY, "pushPublicKey", {});
  if (!result.data) throw new Error("missing VAPID key");
  return result.data;
}

/** §7 item 12: the registration token is the browser's PushSubscription as JSON, on platform web. */
export async function registerPushToken(subscription: PushSubscription) {
  await requestEnvelope(REGISTER, "registerPushToken", {
    input: { registrationToken: JSON.stringify(subscription.toJSON()), platform: "web" },
  });
}

export async function unregisterPushToken(subscription: PushSubscription) {
  await requestEnvelope(UNREGISTER, "unregisterPushToken", {
    input: { registrationToken: JSON.stringify(subscription.toJSON()), platform: "web" },
  });
}
