import { Button, Drawer, Group, Radio, SimpleGrid, Stack, Switch, Text, Title } from "@mantine/core";
import { IconRestore } from "@tabler/icons-react";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { useLayoutSettings } from "./layoutSettings/LayoutSettingsContext";
import {
  LAYOUT_MODES,
  LAYOUT_WIDTHS,
  type LayoutSettings,
  SIDEBAR_TYPES,
  TOPBAR_THEMES,
} from "./layoutSettings/layoutSettings";
import classes from "./SettingsDrawer.module.css";

const TONE_COLORS = { dark: "#14243a", light: "#ffffff", colored: "var(--mantine-color-armada-7)" } as const;

type Preview = Partial<Pick<LayoutSettings, "layout" | "width" | "sidebar" | "topbar">>;

function MiniPage({ layout = "vertical", width = "fluid", sidebar = "dark", topbar = "light" }: Preview) {
  const sideTone = sidebar === "light" ? "light" : sidebar === "colored" ? "colored" : "dark";
  const sideWidth =
    layout === "horizontal" ? "0px" : sidebar === "icon" ? "7px" : sidebar === "compact" ? "10px" : "16px";
  const style = {
    "--mini-side": sideWidth,
    "--mini-side-bg": TONE_COLORS[sideTone],
    "--mini-top": layout === "horizontal" ? "14px" : "8px",
    "--mini-top-bg":
      layout === "horizontal"
        ? `linear-gradient(180deg, ${TONE_COLORS[topbar]} 0 50%, ${TONE_COLORS[sideTone]} 50%)`
        : TONE_COLORS[topbar],
    "--mini-body-w": width === "boxed" ? "55%" : "calc(100% - 10px)",
  } as CSSProperties;
  return (
    <div className={classes.mini} style={style} aria-hidden>
      <div className={classes.miniSide} />
      <div className={classes.miniTop} />
      <div className={classes.miniBody} />
    </div>
  );
}

interface OptionGroupProps<T extends string> {
  field: keyof Preview;
  label: string;
  values: readonly T[];
  value: T;
  labelFor: (value: T) => string;
  onChange: (value: T) => void;
  preview: (value: T) => Preview;
  cols?: number;
}

function OptionGroup<T extends string>({
  field,
  label,
  values,
  value,
  labelFor,
  onChange,
  preview,
  cols = 3,
}: OptionGroupProps<T>) {
  return (
    <Radio.Group
      value={value}
      onChange={(next) => onChange(next as T)}
      label={label}
      name={`layout-${field}`}
    >
      <SimpleGrid cols={cols} spacing="xs" mt="xs">
        {values.map((option) => (
          <Radio.Card
            key={option}
            value={option}
            className={classes.card}
            data-checked={option === value || undefined}
            data-testid={`layout-${field}-${option}`}
          >
            <MiniPage {...preview(option)} />
            <span className={classes.caption}>{labelFor(option)}</span>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The settings right bar: layout, width, sidebar, top bar and preloader, kept in this browser. */
export function SettingsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { settings, change, reset } = useLayoutSettings();

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={340}
      title={
        <div>
          <Title order={2} fz="lg">
            {t("layoutSettings.title")}
          </Title>
          <Text fz="xs" c="dimmed">
            {t("layoutSettings.description")}
          </Text>
        </div>
      }
      closeButtonProps={{ "aria-label": t("app.close") }}
      data-testid="settings-drawer"
    >
      <Stack gap="lg">
        <OptionGroup
          field="layout"
          label={t("layoutSettings.layout")}
          values={LAYOUT_MODES}
          value={settings.layout}
          cols={2}
          labelFor={(v) => t(`layoutSettings.layout${capitalize(v)}`)}
          onChange={(layout) => change({ layout })}
          preview={(layout) => ({ ...settings, layout })}
        />
        <OptionGroup
          field="width"
          label={t("layoutSettings.width")}
          values={LAYOUT_WIDTHS}
          value={settings.width}
          labelFor={(v) => t(`layoutSettings.width${capitalize(v)}`)}
          onChange={(width) => change({ width })}
          preview={(width) => ({ ...settings, width })}
        />
        <div>
          <OptionGroup
            field="sidebar"
            label={t("layoutSettings.sidebar")}
            values={SIDEBAR_TYPES}
            value={settings.sidebar}
            labelFor={(v) => t(`layoutSettings.sidebar${capitalize(v)}`)}
            onChange={(sidebar) => change({ sidebar })}
            preview={(sidebar) => ({ ...settings, layout: "vertical", sidebar })}
          />
          {settings.layout === "horizontal" ? (
            <Text fz="xs" c="dimmed" mt={6}>
              {t("layoutSettings.sidebarHiddenInHorizontal")}
            </Text>
          ) : null}
        </div>
        <OptionGroup
          field="topbar"
          label={t("layoutSettings.topbar")}
          values={TOPBAR_THEMES}
          value={settings.topbar}
          labelFor={(v) => t(`layoutSettings.topbar${capitalize(v)}`)}
          onChange={(topbar) => change({ topbar })}
          preview={(topbar) => ({ ...settings, topbar })}
        />
        <Switch
          label={t("layoutSettings.preloader")}
          description={t("layoutSettings.preloaderDescription")}
          checked={settings.preloader}
          onChange={(event) => change({ preloader: event.currentTarget.checked })}
          data-testid="layout-preloader"
        />
        <Group justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconRestore size={16} />}
            onClick={reset}
            data-testid="layout-reset"
          >
            {t("layoutSettings.reset")}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
