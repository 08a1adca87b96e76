import { graphql } from "@/generated/graphql";
import { GraphqlRequestError } from "@/shared/api/GraphqlRequestError";
import { graphqlRequest } from "@/shared/api/graphqlRequest";

const BACK_TO_VSMS_V1 = graphql(`
  mutation BackToVsmsV1($input: BackToVsmsV1Input!) {
    backToVsmsV1(input: $input) {
      isSuccessful
      message
    }
  }
`);

/** docs/spec/alert-center-and-shell.md §7 item 11: records the reason; the answer's message is the address of version 1.0. */
export async function backToVsmsV1(message: string): Promise<string> {
  const result = await graphqlRequest(BACK_TO_VSMS_V1, { input: { message } });
  if (!result.backToVsmsV1.isSuccessful)
    throw new GraphqlRequestError({ code: "MUTATION_FAILED", message: result.backToVsmsV1.message });
  return result.backToVsmsV1.message;
}
