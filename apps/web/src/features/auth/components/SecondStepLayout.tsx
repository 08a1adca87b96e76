import { Anchor, Card, Center, Image, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The frame of a sign-in's second step: the brand, a title and hint, the step, and the way back to the password. */
export function SecondStepLayout(props: { title: string; hint: string; width: number; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(`${props.title} · ${t("app.name")}`);
  return (
    <Center mih="100dvh" p="md" bg="var(--armada-page-bg)">
      <Stack w="100%" maw={props.width} gap="lg">
        <Image src="/brand/logo-full.svg" w={125} h={40} alt={t("app.name")} />
        <Card padding="xl" withBorder>
          <Stack>
            <div>
              <Title order={1} fz="xl">
                {props.title}
              </Title>
              <Text c="dimmed" fz="sm" mt={4}>
                {props.hint}
              </Text>
            </div>
            {props.children}
          </Stack>
        </Card>
        <Anchor component={Link} to="/login" fz="sm" data-testid="second-step-back">
          {t("twoFactor.backToLogin")}
        </Anchor>
      </Stack>
    </Center>
  );
}
