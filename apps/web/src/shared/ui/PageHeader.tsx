import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconChevronRight } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useBreadcrumbTrail } from "./BreadcrumbTrailContext";

export interface PageHeaderProps {
  title: string;
  description?: string;
  /** Buttons or other controls shown at the right of the title. */
  actions?: ReactNode;
}

/** Page title with the breadcrumb of the active menu entry (Home › group › page). */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  const trail = useBreadcrumbTrail();
  useDocumentTitle(`${title} · ${t("app.name")}`);
  const last = trail[trail.length - 1];
  const items = last?.label === title ? trail.slice(0, -1) : trail;

  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm" data-testid="page-header">
      <Stack gap={4}>
        <Breadcrumbs
          aria-label={t("pageHeader.breadcrumb")}
          separator={<IconChevronRight size={12} aria-hidden />}
          separatorMargin={6}
          fz="xs"
        >
          <Anchor component={Link} to="/" c="dimmed" fz="xs">
            {t("app.home")}
          </Anchor>
          {items.map((item) =>
            item.href ? (
              <Anchor key={item.label} component={Link} to={item.href} c="dimmed" fz="xs">
                {item.label}
              </Anchor>
            ) : (
              <Text key={item.label} c="dimmed" fz="xs" span>
                {item.label}
              </Text>
            ),
          )}
          <Text fz="xs" fw={500} span aria-current="page">
            {title}
          </Text>
        </Breadcrumbs>
        <Title order={1} fz={24} lh={1.25}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" fz="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}
