import { formatBadgeCount } from "@armada/domain";
import { Accordion, Badge, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { useNavigate } from "react-router";

/** One of the bell's entries besides alerts: a ticket answered, a WhatsApp conversation waiting. */
export interface BellNotice {
  key: string;
  title: string;
  detail: string;
  /** where the entry leads */
  to: string;
}

/** A group of the bell's entries besides alerts, with its count, above the alert accordions; each entry is a link. */
export function BellNoticeSection({
  value,
  title,
  notices,
  entryTestId,
  onOpen,
}: {
  value: "tickets" | "inbox";
  title: string;
  notices: BellNotice[];
  entryTestId: string;
  onOpen: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Accordion defaultValue={value} variant="default" chevronPosition="right">
      <Accordion.Item value={value} data-testid={`alert-center-${value}`}>
        <Accordion.Control>
          <Group gap="xs">
            <Text fw={600} fz="sm">
              {title}
            </Text>
            <Badge
              size="sm"
              circle={notices.length < 10}
              color="blue"
              data-testid={`alert-center-${value}-count`}
              data-count={notices.length}
            >
              {formatBadgeCount(notices.length)}
            </Badge>
          </Group>
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap={4} data-testid={`alert-center-${value}-list`}>
            {notices.map((notice) => (
              <UnstyledButton
                key={notice.key}
                p={6}
                style={{ borderRadius: "var(--mantine-radius-sm)" }}
                onClick={() => {
                  onOpen();
                  void navigate(notice.to);
                }}
                data-testid={entryTestId}
              >
                <Text fz="sm" fw={600} lineClamp={1}>
                  {notice.title}
                </Text>
                <Text fz="xs" c="dimmed" lineClamp={1}>
                  {notice.detail}
                </Text>
              </UnstyledButton>
            ))}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
