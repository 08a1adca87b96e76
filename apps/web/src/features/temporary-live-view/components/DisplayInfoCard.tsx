import { PICKED_COLUMNS, type PickedColumn } from "@armada/domain";
import { Card, Divider, Group, Stack, Switch, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** On/off switches for the information a viewer sees, plus one toggle for all (docs/spec/temporary-live-view.md §2). */
export function DisplayInfoCard(props: { value: PickedColumn[]; onChange: (value: PickedColumn[]) => void }) {
  const { t } = useTranslation();
  const allOn = PICKED_COLUMNS.every((column) => props.value.includes(column));
  const toggle = (column: PickedColumn, on: boolean) =>
    props.onChange(
      on
        ? PICKED_COLUMNS.filter((entry) => entry === column || props.value.includes(entry))
        : props.value.filter((entry) => entry !== column),
    );
  return (
    <Card withBorder radius="md" p={{ base: "sm", sm: "md" }} h="100%">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Title order={2} fz="md">
              {t("temporaryLiveView.form.displayInfo")}
            </Title>
            <Text fz="xs" c="dimmed">
              {t("temporaryLiveView.form.displayInfoHelp")}
            </Text>
          </Stack>
          <Switch
            label={t("temporaryLiveView.form.allOn")}
            labelPosition="left"
            checked={allOn}
            onChange={(event) => props.onChange(event.currentTarget.checked ? [...PICKED_COLUMNS] : [])}
            data-testid="tracking-columns-all"
          />
        </Group>
        <Divider />
        {PICKED_COLUMNS.map((column) => (
          <Switch
            key={column}
            label={t(`temporaryLiveView.form.columns.${column}`)}
            checked={props.value.includes(column)}
            onChange={(event) => toggle(column, event.currentTarget.checked)}
            data-testid={`tracking-column-${column}`}
          />
        ))}
      </Stack>
    </Card>
  );
}
