import type { ReferralStatus } from "@armada/domain";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const COLORS: Record<ReferralStatus, string> = {
  submitted: "gray",
  contacted: "blue",
  joined: "green",
  declined: "red",
};

/** A referral's status as a coloured badge. */
export function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="referral-status" data-status={status}>
      {t(`referral.statuses.${status}`)}
    </Badge>
  );
}
