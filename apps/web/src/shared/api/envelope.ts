import { graphql } from "@/generated/graphql";
import { type GraphqlDocument, graphqlRequest } from "@/shared/api/graphqlRequest";

/** The result envelope every GraphQL operation answers with (spread `...EnvelopeFields` into a result). */
graphql(`
  fragment EnvelopeFields on Envelope {
    isSuccessful
    message
    errorName
    status
  }
`);

/** The envelope fields a caller reads; a document may select fewer than `EnvelopeFields`. */
export interface Envelope {
  isSuccessful: boolean;
  message: string;
  errorName?: string | null;
  status?: number;
}

/** An envelope with isSuccessful false: its `message` is already in the user's language. */
export class EnvelopeError extends Error {
  readonly errorName: string | null;
  readonly status: number;

  constructor(envelope: Envelope) {
    super(envelope.message);
    this.name = "EnvelopeError";
    this.errorName = envelope.errorName ?? null;
    this.status = envelope.status ?? 0;
  }
}

/** Sends one operation and returns the envelope under `field`, throwing EnvelopeError when it failed. */
export async function requestEnvelope<
  TField extends string,
  TData extends { [key in TField]?: Envelope | null },
  TVars,
>(
  document: GraphqlDocument<TData, TVars>,
  field: TField,
  variables: TVars,
  signal?: AbortSignal,
): Promise<NonNullable<TData[TField]>> {
  const data = await graphqlRequest(document, variables, { signal });
  const envelope = data[field];
  if (!envelope) throw new Error(`missing ${field} in the response`);
  if (!envelope.isSuccessful) throw new EnvelopeError(envelope);
  return envelope;
}
