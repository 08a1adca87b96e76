import type { Language } from "@armada/domain";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { changeLanguage, i18n } from "../i18n/i18n";
import type { Identity } from "./identity";
import { identityQueryKey } from "./identityQueryKey";
import { useUpdateMyLanguage } from "./updateMyLanguage";

/**
 * Language switch of a signed-in user: changes the UI at once (kept in localStorage) and saves the
 * choice to the user's profile; a failed save only shows a warning toast.
 */
export function useChangeLanguage() {
  const queryClient = useQueryClient();
  const { mutate, isPending } = useUpdateMyLanguage();

  const change = useCallback(
    async (language: Language) => {
      await changeLanguage(language);
      queryClient.setQueryData<Identity>(identityQueryKey, (identity) =>
        identity ? { ...identity, language } : identity,
      );
      mutate(language, {
        onError: (error) => {
          console.error("updateMyLanguage failed", error);
          notifications.show({ color: "orange", message: i18n.t("language.changeFailed") });
        },
      });
    },
    [mutate, queryClient],
  );

  return { changeLanguage: change, isSaving: isPending };
}
