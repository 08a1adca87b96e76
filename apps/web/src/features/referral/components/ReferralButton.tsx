import { canUseReferralProgram } from "@armada/domain";
import { ActionIcon, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconGift } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/shared/session/SessionContext";
import { lazyWhenOpened } from "@/shared/ui/lazyWhenOpened";

/** The modal (with the referral form, its phone and zod schemas) loads when first opened. */
const ReferralModal = lazyWhenOpened(async () => (await import("./ReferralModal")).ReferralModal);

/** Top bar: the referral button (referal_program:read; never for company 1449), opening the referral modal. */
export function ReferralButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const [opened, modal] = useDisclosure(false);
  if (!canUseReferralProgram(session.accessKeys, session.companyId)) return null;
  return (
    <>
      <Tooltip label={t("referral.button")}>
        <ActionIcon
          variant="subtle"
          size="lg"
          radius="md"
          className={className}
          aria-label={t("referral.button")}
          onClick={modal.open}
          data-testid="referral-button"
        >
          <IconGift size={21} stroke={1.7} />
        </ActionIcon>
      </Tooltip>
      <ReferralModal opened={opened} onClose={modal.close} />
    </>
  );
}
