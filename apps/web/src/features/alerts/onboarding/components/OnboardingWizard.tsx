import { can, canSaveOnboarding, defaultOnboardingCodes, onboardingSelection } from "@armada/domain";
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
} from "@mantine/core";
import { IconChevronRight, IconCircleCheck } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { AlertIcon } from "@/features/alerts/center/components/AlertIcon";
import { alertDescription } from "@/features/alerts/common/rawAlertFields";
import { useSession } from "@/shared/session/SessionContext";
import { notifyError } from "@/shared/ui/notify";
import {
  type AlertRuleTemplate,
  useCreateAlertRulesFromTemplates,
  useRecommendationTemplates,
} from "../../rules/api/alertRuleTemplates";
import { useCompleteOnboarding } from "../api/completeOnboarding";

type Page = { name: "main" } | { name: "detail"; templateId: number } | { name: "result"; created: number };

const ALERT_CENTER_KEY = "e4a-alert-center-main:read";

/**
 * The notification onboarding wizard (docs/spec/alert-center-and-shell.md §2.6, §5): the main page picks
 * categories (rule templates), the detail page picks a category's alerts, saving creates the rules
 * (createAlertRules), marks the company's setup completed and shows the result.
 */
export function OnboardingWizard(props: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const templates = useRecommendationTemplates(props.opened);
  const create = useCreateAlertRulesFromTemplates();
  const complete = useCompleteOnboarding();
  const [page, setPage] = useState<Page>({ name: "main" });
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [confirmed, setConfirmed] = useState<Map<number, number[]>>(new Map());
  const [draft, setDraft] = useState<Set<number>>(new Set());

  useEffect(() => {
    if (!props.opened) return;
    setPage({ name: "main" });
    setChosen(new Set());
    setConfirmed(new Map());
  }, [props.opened]);

  const list = templates.data ?? [];
  const en = i18n.language === "en";
  const codesOf = (template: AlertRuleTemplate) =>
    confirmed.get(template.templateId) ?? defaultOnboardingCodes(template);
  const toggleCategory = (templateId: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(templateId);
      else next.delete(templateId);
      return next;
    });

  const openDetail = (template: AlertRuleTemplate) => {
    setDraft(new Set(codesOf(template)));
    setPage({ name: "detail", templateId: template.templateId });
  };

  const save = async () => {
    const selection = onboardingSelection(list, chosen, confirmed);
    try {
      const created = selection.length > 0 ? ((await create.mutateAsync(selection)).data?.length ?? 0) : 0;
      try {
        await complete.mutateAsync(session.companyId);
      } catch (error) {
        notifyError(error);
        return;
      }
      setPage({ name: "result", created });
    } catch (error) {
      console.error("onboarding save failed", error);
      notifyError(new Error(t("notification.onboarding.failedSave")));
    }
  };

  const detailTemplate =
    page.name === "detail" ? list.find((tpl) => tpl.templateId === page.templateId) : undefined;
  const saving = create.isPending || complete.isPending;

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t(`onboarding.${page.name}.title`)}
      size="xl"
      fullScreen={false}
      data-testid="onboarding-wizard"
    >
      {page.name === "main" ? (
        <Stack gap="md" data-testid="onboarding-main">
          <Text fz="sm" c="dimmed">
            {t("onboarding.main.description")}
          </Text>
          {templates.isPending ? (
            <Group justify="center" py="lg">
              <Loader size="sm" />
            </Group>
          ) : templates.isError ? (
            <Alert color="red">{t("notifications.loadFailed")}</Alert>
          ) : list.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {t("onboarding.main.empty")}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {list.map((template) => {
                const on = chosen.has(template.templateId);
                return (
                  <Card
                    key={template.templateId}
                    withBorder
                    radius="md"
                    p="sm"
                    data-testid="onboarding-category"
                    data-selected={on}
                    style={on ? { borderColor: "var(--mantine-primary-color-filled)" } : undefined}
                  >
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <Checkbox
                        checked={on}
                        onChange={(event) => toggleCategory(template.templateId, event.currentTarget.checked)}
                        aria-label={en ? template.nameEng : template.nameIdn}
                        mt={6}
                        data-testid="onboarding-category-check"
                      />
                      <AlertIcon iconUrl={template.iconUrl} color="red" size={32} />
                      <div style={{ flex: 1 }}>
                        <Text fw={600} fz="sm">
                          {en ? template.nameEng : template.nameIdn}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          {en ? template.descriptionEng : template.descriptionIdn}
                        </Text>
                        <Button
                          variant="subtle"
                          size="compact-xs"
                          mt={4}
                          px={0}
                          rightSection={<IconChevronRight size={14} />}
                          onClick={() => openDetail(template)}
                          data-testid="onboarding-category-detail"
                        >
                          {t("onboarding.main.alertsChosen", {
                            count:
                              onboardingSelection([template], new Set([template.templateId]), confirmed)[0]
                                ?.alertCodes.length ?? 0,
                          })}
                        </Button>
                      </div>
                    </Group>
                  </Card>
                );
              })}
            </SimpleGrid>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={props.onClose}>
              {t("onboarding.later")}
            </Button>
            <Button
              onClick={() => void save()}
              disabled={!canSaveOnboarding(chosen)}
              loading={saving}
              data-testid="onboarding-save"
            >
              {t("onboarding.main.save")}
            </Button>
          </Group>
        </Stack>
      ) : null}

      {page.name === "detail" && detailTemplate ? (
        <Stack gap="sm" data-testid="onboarding-detail">
          <Group gap="sm" wrap="nowrap">
            <AlertIcon iconUrl={detailTemplate.iconUrl} color="red" size={32} />
            <Text fw={600}>{en ? detailTemplate.nameEng : detailTemplate.nameIdn}</Text>
          </Group>
          {[...detailTemplate.defaultAlertCodes, ...detailTemplate.additionalAlertCodes].map((code) => (
            <Checkbox
              key={code.alertCode}
              disabled={code.isAlreadyActive}
              checked={code.isAlreadyActive || draft.has(code.alertCode)}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setDraft((current) => {
                  const next = new Set(current);
                  if (on) next.add(code.alertCode);
                  else next.delete(code.alertCode);
                  return next;
                });
              }}
              label={
                <Group gap={6}>
                  <span>{alertDescription(code, i18n.language)}</span>
                  {code.isAlreadyActive ? (
                    <Badge size="xs" variant="light" color="green">
                      {t("alertRules.recommendation.alreadyActive")}
                    </Badge>
                  ) : null}
                </Group>
              }
              data-testid="onboarding-alert"
            />
          ))}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setPage({ name: "main" })}>
              {t("onboarding.detail.back")}
            </Button>
            <Button
              onClick={() => {
                setConfirmed((current) => new Map(current).set(detailTemplate.templateId, [...draft]));
                toggleCategory(detailTemplate.templateId, draft.size > 0);
                setPage({ name: "main" });
              }}
              data-testid="onboarding-detail-confirm"
            >
              {t("onboarding.detail.confirm")}
            </Button>
          </Group>
        </Stack>
      ) : null}

      {page.name === "result" ? (
        <Stack gap="md" align="center" ta="center" py="md" data-testid="onboarding-result">
          <ThemeIcon size={56} radius={28} color="green" variant="light">
            <IconCircleCheck size={32} />
          </ThemeIcon>
          <Text fw={600}>{t("onboarding.result.created", { count: page.created })}</Text>
          <Text fz="sm" c="dimmed" maw={460}>
            {t(
              can(session.accessKeys, ALERT_CENTER_KEY)
                ? "onboarding.result.activated"
                : "onboarding.result.requested",
            )}
          </Text>
          <Button onClick={props.onClose} data-testid="onboarding-done">
            {t("onboarding.result.done")}
          </Button>
        </Stack>
      ) : null}
    </Modal>
  );
}
