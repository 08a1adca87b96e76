import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n } from "@/shared/i18n/i18n";
import { cssVariablesResolver, theme } from "@/shared/theme/theme";
import { LayoutSettingsProvider } from "../shell/layoutSettings/LayoutSettingsContext";
import { createQueryClient } from "./queryClient";
import { Toasts } from "./Toasts";

/** Theme, i18n, data fetching, toasts and layout settings for the whole app (modals: the signed-in shell's). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>
          <LayoutSettingsProvider>
            <Toasts />
            {children}
          </LayoutSettingsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
