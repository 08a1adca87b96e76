import { Alert, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EnvelopeError } from "@/shared/api/envelope";
import { DetailBackLink } from "./DetailBackLink";

/**
 * What an order's or a task's page shows when it could not load it: "not found" (also for another company's, or a
 * made-up id) or "failed", with the way back.
 */
export function DetailLoadFailed(props: {
  error: unknown;
  notFoundText: string;
  back: { to: string; label: string };
  testId: string;
}) {
  const { t } = useTranslation();
  const missing =
    props.error === null ||
    (props.error instanceof EnvelopeError &&
      ["NotFound", "ValidationError"].includes(props.error.errorName ?? ""));
  return (
    <Stack>
      <Alert color={missing ? "gray" : "red"} data-testid={props.testId}>
        {missing ? props.notFoundText : t("deliveries.failed")}
      </Alert>
      <DetailBackLink {...props.back} />
    </Stack>
  );
}
