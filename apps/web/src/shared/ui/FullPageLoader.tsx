import { Center, Image, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

export interface FullPageLoaderProps {
  /** Text under the spinner; defaults to "Memuat…". */
  label?: string;
  /** Cover the page above everything (preloader) instead of filling the parent. */
  overlay?: boolean;
}

/** Logo and spinner centred on the page. */
export function FullPageLoader({ label, overlay = false }: FullPageLoaderProps) {
  const { t } = useTranslation();
  return (
    <Center
      h={overlay ? "100dvh" : "100%"}
      mih={overlay ? undefined : "60dvh"}
      pos={overlay ? "fixed" : undefined}
      inset={overlay ? 0 : undefined}
      bg={overlay ? "var(--mantine-color-body)" : undefined}
      style={overlay ? { zIndex: 1000 } : undefined}
      role="status"
      aria-live="polite"
      data-testid={overlay ? "preloader" : "page-loader"}
    >
      <Stack align="center" gap="md">
        <Image src="/brand/logo-icon.svg" w={56} h={56} alt="" />
        <Loader size="sm" type="dots" />
        <Text c="dimmed" fz="sm">
          {label ?? t("app.loading")}
        </Text>
      </Stack>
    </Center>
  );
}
