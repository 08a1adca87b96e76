import { Box, Group, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Placeholder of the shell while the signed-in user's identity loads. */
export function ShellSkeleton() {
  const { t } = useTranslation();
  return (
    <Box
      mih="100dvh"
      bg="var(--armada-page-bg)"
      aria-busy="true"
      aria-label={t("app.loading")}
      data-testid="shell-skeleton"
    >
      <Group
        h={60}
        px="md"
        justify="space-between"
        bg="var(--mantine-color-body)"
        style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
      >
        <Group gap="md">
          <Skeleton h={32} w={125} radius="md" />
          <Skeleton h={28} w={28} radius="md" />
        </Group>
        <Group gap="sm">
          <Skeleton h={32} w={32} circle />
          <Skeleton h={32} w={32} circle />
          <Skeleton h={34} w={150} radius="xl" />
        </Group>
      </Group>
      <Group align="stretch" gap={0} wrap="nowrap">
        <Stack w={250} p="md" gap="sm" visibleFrom="sm" bg="#14243a" mih="calc(100dvh - 60px)">
          {Array.from({ length: 9 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
            <Skeleton key={index} h={28} radius="md" opacity={0.25} />
          ))}
        </Stack>
        <Stack p="lg" gap="lg" style={{ flex: 1 }}>
          <Stack gap={8}>
            <Skeleton h={12} w={140} />
            <Skeleton h={26} w={220} />
          </Stack>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            {Array.from({ length: 4 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder cards
              <Skeleton key={index} h={72} radius="md" />
            ))}
          </SimpleGrid>
          <Skeleton h={280} radius="lg" />
        </Stack>
      </Group>
    </Box>
  );
}
