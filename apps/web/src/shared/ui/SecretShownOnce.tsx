import { Alert, Button, Code, CopyButton, Group, Stack } from "@mantine/core";
import { IconCheck, IconCopy, IconKey } from "@tabler/icons-react";

/**
 * A secret the server shows only once (an API key, a webhook's signing secret): the warning, the secret to copy,
 * and the button that closes. `testId` prefixes the test ids (`-secret`, `-copy`, `-done`).
 */
export function SecretShownOnce(props: {
  secret: string;
  warning: string;
  labels: { copy: string; copied: string; done: string };
  onDone: () => void;
  testId: string;
}) {
  const { secret, labels, testId } = props;
  return (
    <Stack>
      <Alert color="orange" icon={<IconKey size={18} />}>
        {props.warning}
      </Alert>
      <Code block data-testid={`${testId}-secret`} style={{ wordBreak: "break-all" }}>
        {secret}
      </Code>
      <Group justify="space-between">
        <CopyButton value={secret} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              color={copied ? "teal" : undefined}
              onClick={copy}
              data-testid={`${testId}-copy`}
            >
              {copied ? labels.copied : labels.copy}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={props.onDone} data-testid={`${testId}-done`}>
          {labels.done}
        </Button>
      </Group>
    </Stack>
  );
}
