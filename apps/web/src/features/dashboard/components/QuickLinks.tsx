import { canOpenPath, MOBILE_MENU } from "@armada/domain";
import { Paper, SimpleGrid, Text, ThemeIcon, Title, UnstyledButton } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "@/shared/session/SessionContext";
import { menuIcon } from "@/shared/ui/menuIcons";
import classes from "./QuickLinks.module.css";

/** Shortcuts to the main screens the user may open. */
export function QuickLinks() {
  const { t } = useTranslation();
  const session = useSession();
  const links = MOBILE_MENU.filter((item) => item.id !== "dashboard" && canOpenPath(session, item.path));
  if (links.length === 0) return null;

  return (
    <section aria-labelledby="quick-links-title">
      <Title order={2} fz="md" mb="sm" id="quick-links-title">
        {t("dashboard.quickLinks")}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 2, md: 4 }} spacing="md">
        {links.map((item) => {
          const ItemIcon = menuIcon(item.icon);
          return (
            <UnstyledButton
              key={item.id}
              component={Link}
              to={item.path}
              className={classes.link}
              data-testid={`quick-link-${item.id}`}
            >
              <Paper withBorder p="md" radius="md" className={classes.card}>
                <ThemeIcon size={40} radius="md" variant="light">
                  <ItemIcon size={22} stroke={1.6} />
                </ThemeIcon>
                <Text fw={600} fz="sm" className={classes.label}>
                  {t(item.labelKey)}
                </Text>
                <IconChevronRight size={16} className={classes.chevron} aria-hidden />
              </Paper>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
