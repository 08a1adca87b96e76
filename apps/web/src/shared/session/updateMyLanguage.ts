import { useMutation } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import { GraphqlRequestError } from "../api/GraphqlRequestError";
import { graphqlRequest } from "../api/graphqlRequest";

export const UPDATE_MY_LANGUAGE_MUTATION = graphql(`
  mutation UpdateMyLanguage($input: UpdateMyLanguageInput!) {
    updateMyLanguage(input: $input) {
      isSuccessful
      message
    }
  }
`);

export async function updateMyLanguage(language: string): Promise<string> {
  const result = await graphqlRequest(UPDATE_MY_LANGUAGE_MUTATION, {
    input: { language },
  });
  if (!result.updateMyLanguage.isSuccessful) {
    throw new GraphqlRequestError({ code: "MUTATION_FAILED", message: result.updateMyLanguage.message });
  }
  return result.updateMyLanguage.message;
}

export function useUpdateMyLanguage() {
  return useMutation({ mutationFn: updateMyLanguage });
}
