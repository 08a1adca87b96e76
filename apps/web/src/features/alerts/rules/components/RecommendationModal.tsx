import { Alert, Badge, Button, Card, Checkbox, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { AlertIcon } from "@/features/alerts/center/components/AlertIcon";
import { alertDescription } from "@/features/alerts/common/rawAlertFields";
import { notifyError, notifySuccess } from "@/shared/ui/notify";
import {
  type AlertRuleTemplate,
  useCreateAlertRulesFromTemplates,
  useRecommendationTemplates,
} from "../api/alertRuleTemplates";

const key = (templateId: number, alertCode: number) => `${templateId}:${alertCode}`;

/** Codes ticked at first: each template's default codes that have no active rule yet. */
function initialChoice(templates: readonly AlertRuleTemplate[]): Set<string> {
  return new Set(
    templates.flatMap((template) =>
      template.defaultAlertCodes
        .filter((code) => !code.isAlreadyActive)
        .map((code) => key(template.templateId, code.alertCode)),
    ),
  );
}

/** "Rekomendasi": create rules from the 'Recommendation' templates in one go (createAlertRules). */
export function RecommendationModal(props: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const templates = useRecommendationTemplates(props.opened);
  const create = useCreateAlertRulesFromTemplates();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (props.opened && templates.data) setChosen(initialChoice(templates.data));
  }, [props.opened, templates.data]);

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = () => {
    const selection = (templates.data ?? [])
      .map((template) => ({
        templateId: template.templateId,
        alertCodes: [...template.defaultAlertCodes, ...template.additionalAlertCodes]
          .filter((code) => !code.isAlreadyActive && chosen.has(key(template.templateId, code.alertCode)))
          .map((code) => code.alertCode),
      }))
      .filter((template) => template.alertCodes.length > 0);
    create.mutate(selection, {
      onSuccess: (result) => {
        notifySuccess(t("alertRules.recommendation.created", { count: result.data?.length ?? 0 }));
        props.onClose();
      },
      onError: notifyError,
    });
  };

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("alertRules.recommendation.title")}
      size="lg"
      data-testid="recommendation-modal"
    >
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t("alertRules.recommendation.description")}
        </Text>
        {templates.isPending ? (
          <Group justify="center" py="lg">
            <Loader size="sm" />
          </Group>
        ) : templates.isError ? (
          <Alert color="red">{t("notifications.loadFailed")}</Alert>
        ) : (templates.data ?? []).length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t("alertRules.recommendation.empty")}
          </Text>
        ) : (
          (templates.data ?? []).map((template) => (
            <Card
              key={template.templateId}
              withBorder
              radius="md"
              p="sm"
              data-testid="recommendation-template"
            >
              <Group gap="sm" mb="xs" wrap="nowrap">
                <AlertIcon iconUrl={template.iconUrl} color="red" size={32} />
                <div>
                  <Text fw={600} fz="sm">
                    {i18n.language === "en" ? template.nameEng : template.nameIdn}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {i18n.language === "en" ? template.descriptionEng : template.descriptionIdn}
                  </Text>
                </div>
              </Group>
              <Stack gap={6}>
                {[...template.defaultAlertCodes, ...template.additionalAlertCodes].map((code) => {
                  const id = key(template.templateId, code.alertCode);
                  return (
                    <Checkbox
                      key={id}
                      disabled={code.isAlreadyActive}
                      checked={code.isAlreadyActive || chosen.has(id)}
                      onChange={(event) => toggle(id, event.currentTarget.checked)}
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
                      data-testid="recommendation-code"
                    />
                  );
                })}
              </Stack>
            </Card>
          ))
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onClose}>
            {t("alerts.actions.cancel")}
          </Button>
          <Button
            onClick={submit}
            disabled={chosen.size === 0}
            loading={create.isPending}
            data-testid="recommendation-create"
          >
            {t("alertRules.recommendation.create", { count: chosen.size })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
