import { DOCUMENT_TYPES, type DocumentType } from "@armada/domain";
import { Button, Drawer, Group, NumberInput, Stack, Switch, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { useDocumentSettings, useUpdateDocumentSettings } from "../api/documents";

type Rules = Record<DocumentType, { validityMonths: number | string; reminderDays: number | string }>;

/** The company's rule per document type (validity, reminder days) and whether an expired document blocks a task. */
export function DocumentSettingsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 48em)");
  const settings = useDocumentSettings();
  const update = useUpdateDocumentSettings();
  const [rules, setRules] = useState<Rules | null>(null);
  const [blockAssigning, setBlockAssigning] = useState(false);
  useEffect(() => {
    if (!opened || !settings.data) return;
    setRules(
      Object.fromEntries(
        settings.data.rules.map((rule) => [
          rule.type,
          { validityMonths: rule.validityMonths, reminderDays: rule.reminderDays },
        ]),
      ) as Rules,
    );
    setBlockAssigning(settings.data.blockAssigning);
  }, [opened, settings.data]);

  const setRule = (type: DocumentType, key: "validityMonths" | "reminderDays", value: number | string) =>
    setRules((current) => (current ? { ...current, [type]: { ...current[type], [key]: value } } : current));
  const save = () =>
    rules &&
    update.mutate(
      {
        blockAssigning,
        rules: DOCUMENT_TYPES.map((type) => ({
          type,
          validityMonths: Number(rules[type].validityMonths) || 1,
          reminderDays: Number(rules[type].reminderDays) || 0,
        })),
      },
      {
        onSuccess: () => {
          notifySuccess(t("documents.settings.saved"));
          onClose();
        },
        onError: errorNotifier("documents.actionFailed"),
      },
    );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      data-testid="document-settings-drawer"
      size={phone ? "100%" : "lg"}
      title={
        <Title order={2} fz="lg">
          {t("documents.settings.title")}
        </Title>
      }
    >
      <Stack gap="md">
        <Switch
          checked={blockAssigning}
          onChange={(event) => setBlockAssigning(event.currentTarget.checked)}
          label={t("documents.settings.blockAssigning")}
          description={t("documents.settings.blockAssigningHint")}
          data-testid="document-block-assigning"
        />
        <Text fz="sm" c="dimmed">
          {t("documents.settings.rulesHint")}
        </Text>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("documents.type")}</Table.Th>
              <Table.Th>{t("documents.settings.validityMonths")}</Table.Th>
              <Table.Th>{t("documents.settings.reminderDays")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {DOCUMENT_TYPES.map((type) => (
              <Table.Tr key={type}>
                <Table.Td>{t(`documents.types.${type}`)}</Table.Td>
                <Table.Td>
                  <NumberInput
                    min={1}
                    max={240}
                    w={90}
                    value={rules?.[type].validityMonths ?? ""}
                    onChange={(value) => setRule(type, "validityMonths", value)}
                    aria-label={`${t(`documents.types.${type}`)} ${t("documents.settings.validityMonths")}`}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    min={0}
                    max={365}
                    w={90}
                    value={rules?.[type].reminderDays ?? ""}
                    onChange={(value) => setRule(type, "reminderDays", value)}
                    aria-label={`${t(`documents.types.${type}`)} ${t("documents.settings.reminderDays")}`}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("documents.cancel")}
          </Button>
          <Button
            onClick={save}
            loading={update.isPending}
            disabled={!rules}
            data-testid="document-settings-save"
          >
            {t("documents.save")}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
