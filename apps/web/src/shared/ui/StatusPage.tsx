import { Badge, Button, Center, EmptyState, Paper } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

export interface StatusPageProps {
  icon: Icon;
  color?: string;
  /** Small label above the title (e.g. "404", "Segera hadir"). */
  badge?: string;
  title: string;
  message: string;
  /** Primary action, a link. */
  action?: { label: string; to: string };
  extra?: ReactNode;
  testId?: string;
  /** Heading level of the title: 1 when the page has no PageHeader, else 2. */
  headingOrder?: 1 | 2;
}

/** A centred empty state used by the 403, 404, coming-soon and not-in-edition pages. */
export function StatusPage({
  icon: IconComponent,
  color,
  badge,
  title,
  message,
  action,
  extra,
  testId,
  headingOrder = 1,
}: StatusPageProps) {
  return (
    <Center py={{ base: 24, sm: 56 }} data-testid={testId}>
      <Paper withBorder p={{ base: "lg", sm: 40 }} maw={560} w="100%" shadow="xs" radius="lg">
        <EmptyState size="lg" variant="light" color={color}>
          <EmptyState.Indicator>
            <IconComponent size={34} stroke={1.5} aria-hidden />
          </EmptyState.Indicator>
          {badge ? (
            <Badge variant="light" color={color} radius="sm">
              {badge}
            </Badge>
          ) : null}
          <EmptyState.Title order={headingOrder}>{title}</EmptyState.Title>
          <EmptyState.Description>{message}</EmptyState.Description>
          {extra || action ? (
            <EmptyState.Actions>
              {extra}
              {action ? (
                <Button component={Link} to={action.to} variant="light" color={color}>
                  {action.label}
                </Button>
              ) : null}
            </EmptyState.Actions>
          ) : null}
        </EmptyState>
      </Paper>
    </Center>
  );
}
