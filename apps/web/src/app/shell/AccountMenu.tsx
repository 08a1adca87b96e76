import { LANGUAGES } from "@armada/domain";
import { Avatar, Group, Text, UnstyledButton } from "@mantine/core";
import { IconCheck, IconChevronDown, IconLanguage, IconLogout, IconUserCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BackToV1MenuItem } from "@/features/back-to-v1";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { initials } from "@/shared/lib/initials";
import { useSession } from "@/shared/session/SessionContext";
import { useChangeLanguage } from "@/shared/session/useChangeLanguage";
import { Menu } from "@/shared/ui/floating/Menu";
import classes from "./TopBar.module.css";

/** Account dropdown: back to version 1.0, profile, language (flag vsms2_bilingual), logout. */
export function AccountMenu({ onDarkBackground = false }: { onDarkBackground?: boolean }) {
  const { t } = useTranslation();
  const { identity, featureFlags } = useSession();
  const { language } = useLanguage();
  const { changeLanguage } = useChangeLanguage();
  const bilingual = featureFlags.vsms2_bilingual === true;

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          className={classes.account}
          aria-label={t("shell.account")}
          data-testid="account-menu"
        >
          <Group gap={10} wrap="nowrap">
            <Avatar size={34} radius="xl" color="armada" variant={onDarkBackground ? "white" : "filled"}>
              {initials(identity.name)}
            </Avatar>
            <div className={classes.accountText}>
              <Text fz="sm" fw={600} lh={1.2} truncate>
                {identity.name}
              </Text>
              <Text fz="xs" lh={1.2} className={classes.accountCompany} truncate>
                {identity.companyName}
              </Text>
            </div>
            <IconChevronDown size={16} className={classes.accountChevron} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {identity.name}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            {identity.email ?? identity.companyName}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <BackToV1MenuItem />
        <Menu.Item
          component={Link}
          to="/profile/"
          leftSection={<IconUserCircle size={18} stroke={1.6} />}
          data-testid="account-profile"
        >
          {t("shell.profile")}
        </Menu.Item>
        {bilingual ? (
          <>
            <Menu.Divider />
            <Menu.Label>
              <Group gap={6}>
                <IconLanguage size={14} aria-hidden />
                {t("language.label")}
              </Group>
            </Menu.Label>
            {LANGUAGES.map((code) => (
              <Menu.Item
                key={code}
                lang={code}
                onClick={() => void changeLanguage(code)}
                rightSection={code === language ? <IconCheck size={16} aria-hidden /> : null}
                aria-current={code === language ? "true" : undefined}
                fw={code === language ? 600 : undefined}
                data-testid={`language-${code}`}
              >
                {t(`language.${code}`)}
              </Menu.Item>
            ))}
          </>
        ) : null}
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/logout"
          color="red"
          leftSection={<IconLogout size={18} stroke={1.6} />}
          data-testid="logout"
        >
          {t("shell.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
