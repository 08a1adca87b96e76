import { Badge, Button, Center, EmptyState, Paper } from "@mantine/core";
import { Link } from "react-router";
import type { StatusPageProps } from "./StatusPage";

/** What StatusPage shows once its Mantine components have loaded. */
export function StatusPageView({
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
