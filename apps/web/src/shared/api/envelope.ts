import { graphqlRequest } from "@/shared/api/graphqlRequest";

/** The result envelope every GraphQL operation answers with (isSuccessful, message, errorName, status). */
export interface Envelope {
  isSuccessful: boolean;
  message: string;
  errorName: string | null;
  status: number;
}

export interface PageInfo {
  total: number;
  page: number;
  show: number;
}

/** An envelope with isSuccessful false: its `message` is already in the user's language. */
export class EnvelopeError extends Error {
  readonly errorName: string | null;
  readonly status: number;

  constructor(envelope: Envelope) {
    super(envelope.message);
    this.name = "EnvelopeError";
    this.errorName = envelope.errorName;
    this.status = envelope.status;
  }
}

/** Sends one operation and returns the envelope under `field`, throwing EnvelopeError when it failed. */
export async function requestEnvelope<TEnvelope extends Envelope>(
  document: string,
  field: string,
  variables: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<TEnvelope> {
  const data = await graphqlRequest<Record<string, TEnvelope>, Record<string, unknown>>(document, variables, {
    signal,
  });
  const envelope = data[field];
  if (!envelope) throw new Error(`missing ${field} in the response`);
  if (!envelope.isSuccessful) throw new EnvelopeError(envelope);
  return envelope;
}

export const ENVELOPE_FIELDS = "isSuccessful message errorName status";
