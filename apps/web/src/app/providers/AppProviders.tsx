import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { theme } from "@/shared/theme/theme";
import { LayoutSettingsProvider } from "../shell/layoutSettings/LayoutSettingsContext";
import { createQueryClient } from "./queryClient";
import { Toasts } from "./Toasts";

/**
 * Theme, data fetching, toasts and layout settings for every page but the login page (modals: the signed-in shell's). The theme's
 * CSS variables are in the stylesheet already (`virtual:theme-variables.css`), so the provider writes none.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <LayoutSettingsProvider>
          <Toasts />
          {children}
        </LayoutSettingsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
