import { alertRuleInputSchema, formatZodIssues, thresholdSpecsFor } from "@armada/domain";
import { Alert, Button, Center, Group, Loader } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconSearch, IconTrash } from "@tabler/icons-react";
import { useMemo } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { EnvelopeError } from "@/shared/api/envelope";
import { flatResolver } from "@/shared/forms/flatResolver";
import { currentLanguage } from "@/shared/i18n/i18n";
import { notifyError, notifySuccess } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import { StatusPage } from "@/shared/ui/StatusPage";
import { useUnsavedChangesGuard } from "@/shared/ui/useUnsavedChangesGuard";
import { type AlertRule, useAlertRule, useDeleteAlertRule, useSaveAlertRule } from "../api/alertRules";
import {
  type AlertRuleFormValues,
  formPathOfInputField,
  formToInput,
  ruleToForm,
  validateAlertRuleForm,
} from "../lib/alertRuleForm";
import { AlertRuleFormSections } from "./AlertRuleFormSections";

/** /setting/notification/new and /setting/notification/:alertRuleId. */
export function AlertRuleFormPage() {
  const { t } = useTranslation();
  const { alertRuleId } = useParams();
  const id = alertRuleId && /^\d+$/.test(alertRuleId) ? Number(alertRuleId) : null;
  const query = useAlertRule(id);
  if (alertRuleId !== undefined && id === null) return <RuleNotFound />;
  if (id !== null && query.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (
    id !== null &&
    ((query.isSuccess && !query.data) || (query.error instanceof EnvelopeError && query.error.status === 404))
  )
    return <RuleNotFound />;
  if (id !== null && query.isError) return <Alert color="red">{t("notifications.loadFailed")}</Alert>;
  return <AlertRuleForm key={id ?? "new"} rule={query.data ?? null} />;
}

function RuleNotFound() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="rule-not-found"
      icon={IconSearch}
      color="gray"
      title={t("alertRules.notFound")}
      message={t("alertRules.notFoundText")}
      action={{ label: t("alertRules.backToList"), to: "/setting/notification" }}
    />
  );
}

function AlertRuleForm({ rule }: { rule: AlertRule | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveAlertRule();
  const remove = useDeleteAlertRule();
  // the form's own checks (clear messages per field) first, then the server's schema for anything else
  const resolver = useMemo(
    () =>
      flatResolver<AlertRuleFormValues>((values) => {
        const errors: Record<string, string> = {};
        const parsed = alertRuleInputSchema.safeParse(formToInput(values));
        if (!parsed.success)
          for (const issue of formatZodIssues(parsed.error, currentLanguage()))
            errors[formPathOfInputField(issue.field)] ??= issue.message;
        for (const [path, code] of Object.entries(validateAlertRuleForm(values)))
          errors[path] = t(`alertRules.errors.${code}`);
        return errors;
      }),
    [t],
  );
  const form = useForm<AlertRuleFormValues>({ defaultValues: ruleToForm(rule), resolver });
  const unsavedGuard = useUnsavedChangesGuard(form.formState.isDirty);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { alertRuleId: rule?.alertRuleId ?? null, input: formToInput(values) },
      {
        onSuccess: (result) => {
          notifySuccess(result.message || t("alertRules.saved"));
          unsavedGuard.allowLeave();
          navigate("/setting/notification");
        },
        onError: notifyError,
      },
    ),
  );

  const confirmDelete = () => {
    if (!rule) return;
    modals.openConfirmModal({
      title: t("alertRules.deleteTitle", { count: 1 }),
      centered: true,
      children: (
        <div data-testid="delete-rules-modal">
          {t("alertRules.deleteText", { count: 1 })}{" "}
          <strong data-testid="delete-rule-label">{rule.label}</strong>
        </div>
      ),
      labels: { confirm: t("alertRules.delete"), cancel: t("alerts.actions.cancel") },
      confirmProps: { color: "red", "data-testid": "confirm-delete" } as Record<string, unknown>,
      onConfirm: () =>
        remove.mutate(rule.alertRuleId, {
          onSuccess: (result) => {
            notifySuccess(result.message || t("alertRules.deleted", { count: 1 }));
            unsavedGuard.allowLeave();
            navigate("/setting/notification");
          },
          onError: notifyError,
        }),
    });
  };

  return (
    <>
      {unsavedGuard.dialog}
      <PageHeader
        title={rule ? t("alertRules.editTitle") : t("alertRules.addTitle")}
        description={rule?.label}
      />
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate data-testid="alert-rule-form">
          <AlertRuleFormSections
            rule={rule}
            thresholdSpecs={thresholdSpecsFor(Number(form.watch("alertCode")) || null)}
          />
          <Group justify="space-between" mt="lg" gap="sm">
            <div>
              {rule ? (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={confirmDelete}
                  data-testid="rule-form-delete"
                >
                  {t("alertRules.delete")}
                </Button>
              ) : null}
            </div>
            <Group gap="xs">
              <Button variant="default" component={Link} to="/setting/notification">
                {t("alerts.actions.cancel")}
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="rule-form-submit">
                {t("alertRules.save")}
              </Button>
            </Group>
          </Group>
        </form>
      </FormProvider>
    </>
  );
}
