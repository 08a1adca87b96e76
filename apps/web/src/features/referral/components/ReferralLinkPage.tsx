import { Alert, Card, Center, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { FullPageLoader } from "@/shared/ui/FullPageLoader";
import { sendReferralByLink, useReferralLinkOwner } from "../api/referralLinkApi";
import { ReferCompanyForm } from "./ReferCompanyForm";

/** /referral/{code}, no login: a company invited by an Armada customer leaves its contact for Armada's team. */
export function ReferralLinkPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? "";
  const owner = useReferralLinkOwner(code);
  const [sent, setSent] = useState(false);
  useDocumentTitle(`${t("referral.linkTitle")} · ${t("app.name")}`);
  if (owner.isPending) return <FullPageLoader />;
  return (
    <Center mih="100dvh" p="md" bg="var(--armada-page-bg)">
      <Card withBorder radius="md" padding="xl" maw={560} w="100%" data-testid="referral-link-page">
        {owner.isError ? (
          <Alert color="orange" title={t("referral.linkUnknownTitle")}>
            {t("referral.linkUnknown")}
          </Alert>
        ) : sent ? (
          <Stack align="center" gap="sm" data-testid="referral-link-sent">
            <IconCircleCheck size={48} color="var(--mantine-color-green-6)" aria-hidden />
            <Title order={3}>{t("referral.linkThanksTitle")}</Title>
            <Text ta="center" c="dimmed">
              {t("referral.linkThanks")}
            </Text>
          </Stack>
        ) : (
          <Stack gap="md">
            <Title order={2} fz="h3">
              {t("referral.linkTitle")}
            </Title>
            <Text c="dimmed">{t("referral.linkIntro", { company: owner.data.companyName })}</Text>
            <ReferCompanyForm
              send={(input) => sendReferralByLink(code, input)}
              onSent={() => setSent(true)}
            />
          </Stack>
        )}
      </Card>
    </Center>
  );
}
