import { modals } from "@mantine/modals";
import { IconArrowBackUp } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/shared/session/SessionContext";
import { Menu } from "@/shared/ui/floating/Menu";

/** Account dropdown: "back to version 1.0", when the server offers it (identity.legacyAppUrl). */
export function BackToV1MenuItem() {
  const { t } = useTranslation();
  const { identity } = useSession();
  if (!identity.legacyAppUrl) return null;
  // the form (with its input schema) loads when asked for, not with the account menu of every page
  const open = async () => {
    const { BackToV1Form } = await import("./BackToV1Form");
    const id = modals.open({
      title: t("backToV1.title"),
      size: "md",
      children: <BackToV1Form onCancel={() => modals.close(id)} />,
    });
  };
  return (
    <Menu.Item
      leftSection={<IconArrowBackUp size={18} stroke={1.6} />}
      onClick={() => void open()}
      data-testid="account-back-to-v1"
    >
      {t("backToV1.menu")}
    </Menu.Item>
  );
}
