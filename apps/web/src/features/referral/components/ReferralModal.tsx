import type { ReferralStatus } from "@armada/domain";
import {
  ActionIcon,
  Alert,
  Card,
  CopyButton,
  Divider,
  Group,
  Modal,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import { notifySuccess } from "@/shared/ui/notify";
import { useReferCompany, useReferralProgram } from "../api/referralApi";
import { ReferCompanyForm } from "./ReferCompanyForm";
import { ReferralStatusBadge } from "./ReferralStatusBadge";

function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      data-testid={testId}
      rightSection={
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t("referral.copied") : t("referral.copy")} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? "teal" : "gray"}
                onClick={copy}
                aria-label={t("referral.copy")}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}

/** The referral modal (docs/spec/alert-center-and-shell.md §2.3): the company's code and link, the form to refer a company, and its referrals. */
export function ReferralModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const isMobile = useMediaQuery("(max-width: 36em)");
  const program = useReferralProgram(opened);
  const refer = useReferCompany();
  const referrals = program.data?.referrals ?? [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("referral.title")}
      size="lg"
      fullScreen={isMobile}
      data-testid="referral-modal"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("referral.intro")}
        </Text>
        {program.isError ? (
          <Alert color="red">{t("referral.loadFailed")}</Alert>
        ) : program.data ? (
          <Group grow align="flex-start" wrap="wrap">
            <CopyField label={t("referral.code")} value={program.data.code} testId="referral-code" />
            <CopyField label={t("referral.link")} value={program.data.link} testId="referral-link" />
          </Group>
        ) : (
          <Skeleton h={60} />
        )}
        <Divider label={t("referral.referTitle")} labelPosition="left" />
        <ReferCompanyForm send={refer.mutateAsync} onSent={() => notifySuccess(t("referral.sent"))} />
        <Divider label={t("referral.listTitle")} labelPosition="left" />
        {program.isPending ? (
          <Skeleton h={80} />
        ) : referrals.length === 0 ? (
          <Card withBorder padding="md">
            <Text size="sm" c="dimmed" ta="center">
              {t("referral.empty")}
            </Text>
          </Card>
        ) : (
          <ScrollArea.Autosize mah={320}>
            <Table verticalSpacing="xs" data-testid="referral-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("referral.companyName")}</Table.Th>
                  <Table.Th visibleFrom="sm">{t("referral.referredOn")}</Table.Th>
                  <Table.Th>{t("referral.status")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {referrals.map((referral) => (
                  <Table.Tr key={referral.referralId} data-testid="referral-row">
                    <Table.Td>
                      <Title order={6}>{referral.companyName}</Title>
                      <Text size="xs" c="dimmed">
                        {referral.contactName} · {referral.phoneNo}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm">{formatDateTime(referral.createdOn, i18n.language, "short")}</Text>
                    </Table.Td>
                    <Table.Td>
                      <ReferralStatusBadge status={referral.status as ReferralStatus} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Modal>
  );
}
