import { Anchor, Box, Group, Image, List, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconBellRinging, IconMapPin, IconReportAnalytics } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { LanguageToggle } from "@/shared/ui/LanguageToggle";
import { LoginForm } from "./LoginForm";
import classes from "./LoginPage.module.css";

const HERO_POINTS = [
  { icon: IconMapPin, key: "login.heroPoint1" },
  { icon: IconBellRinging, key: "login.heroPoint2" },
  { icon: IconReportAnalytics, key: "login.heroPoint3" },
] as const;

/** /login: brand panel (wide screens) and the sign-in form with a language switch. */
export function LoginPage() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  useDocumentTitle(`${t("login.pageTitle")} · ${t("app.name")}`);

  return (
    <Box className={classes.root}>
      <Box component="aside" className={classes.hero} aria-hidden>
        <div className={classes.heroGrid} />
        <Box className={classes.heroContent}>
          <Image src="/brand/logo-full.svg" w={156} h={50} alt="" className={classes.whiteLogo} />
        </Box>
        <Stack className={classes.heroContent} gap="xl" maw={440}>
          <Title order={2} fz={34} lh={1.2} c="white">
            {t("login.heroTitle")}
          </Title>
          <List spacing="md" center p={0}>
            {HERO_POINTS.map(({ icon: PointIcon, key }) => (
              <List.Item
                key={key}
                icon={
                  <ThemeIcon size={36} radius="xl" variant="white" color="armada">
                    <PointIcon size={20} />
                  </ThemeIcon>
                }
              >
                <Text c="white" fz="md" opacity={0.92}>
                  {t(key)}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
        <Text className={classes.heroContent} fz="xs" c="white" opacity={0.7}>
          {t("login.footer", { year: new Date().getFullYear() })}
        </Text>
      </Box>

      <Box component="main" className={classes.formSide}>
        <Group justify="space-between">
          <Anchor component={Link} to="/login" aria-label={t("app.name")} hiddenFrom="md">
            <Image src="/brand/logo-full.svg" w={125} h={40} alt={t("app.name")} />
          </Anchor>
          <Box visibleFrom="md" />
          <LanguageToggle value={language} onChange={(next) => void setLanguage(next)} />
        </Group>
        <Box className={classes.formWrap}>
          <Paper w="100%" maw={420} p={{ base: "lg", sm: 36 }} shadow="sm" withBorder radius="lg">
            <Stack gap={4} mb="xl">
              <Title order={1} fz={26}>
                {t("login.title")}
              </Title>
              <Text c="dimmed" fz="sm">
                {t("login.subtitle")}
              </Text>
            </Stack>
            <LoginForm />
          </Paper>
        </Box>
        <Text ta="center" fz="xs" c="dimmed" hiddenFrom="md">
          {t("login.footer", { year: new Date().getFullYear() })}
        </Text>
      </Box>
    </Box>
  );
}
