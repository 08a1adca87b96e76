import { canUseReferralProgram } from "@armada/domain";
import { useDisclosure } from "@mantine/hooks";
import { IconGift } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/shared/session/SessionContext";
import { lazyWhenOpened } from "@/shared/ui/lazyWhenOpened";
import { TopBarAction } from "@/shared/ui/TopBarAction";

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
      <TopBarAction
        icon={<IconGift size={21} stroke={1.7} />}
        label={t("referral.button")}
        onClick={modal.open}
        testId="referral-button"
        className={className}
      />
      <ReferralModal opened={opened} onClose={modal.close} />
    </>
  );
}
