import { ssoConfigInputSchema } from "@armada/domain";
import {
  ActionIcon,
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Skeleton,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { notifyError, notifySuccess } from "@/shared/ui/notify";
import { type SsoSettings, useSsoSettings, useUpdateSsoSettings } from "../api/ssoSettings";

interface FormValues {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  allowedDomains: string[];
  defaultRoleId: string | null;
  isEnabled: boolean;
  ssoOnly: boolean;
}

type Field = keyof FormValues;

const toForm = (settings: SsoSettings): FormValues => ({
  issuerUrl: settings.issuerUrl ?? "",
  clientId: settings.clientId ?? "",
  clientSecret: "",
  allowedDomains: settings.allowedDomains,
  defaultRoleId: settings.defaultRoleId ? String(settings.defaultRoleId) : null,
  isEnabled: settings.isEnabled ?? false,
  ssoOnly: settings.ssoOnly ?? false,
});

/**
 * Company settings' single sign-on card (issue 39): the company's OpenID Connect provider, the redirect URI to
 * register there, and the write-only client secret (a stored one shows as "tersimpan", left empty it is kept).
 */
export function SsoSettingsCard(props: { mayUpdate: boolean }) {
  const { t } = useTranslation();
  const settings = useSsoSettings();
  const update = useUpdateSsoSettings();
  const [values, setValues] = useState<FormValues | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, true>>>({});
  useEffect(() => {
    if (settings.data) setValues(toForm(settings.data));
  }, [settings.data]);

  const set = <K extends Field>(field: K, value: FormValues[K]) =>
    setValues((current) => (current ? { ...current, [field]: value } : current));
  const errorOf = (field: Field) => (errors[field] ? t(`singleSignOn.errors.${field}`) : undefined);

  const save = () => {
    if (!values) return;
    const input = {
      issuerUrl: values.issuerUrl,
      clientId: values.clientId,
      ...(values.clientSecret ? { clientSecret: values.clientSecret } : {}),
      allowedDomains: values.allowedDomains,
      defaultRoleId: Number(values.defaultRoleId ?? 0),
      isEnabled: values.isEnabled,
      ssoOnly: values.ssoOnly,
    };
    const parsed = ssoConfigInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), true])));
      return;
    }
    setErrors({});
    update.mutate(input, {
      onSuccess: () => {
        setValues((current) => (current ? { ...current, clientSecret: "" } : current));
        notifySuccess(t("singleSignOn.saved"));
      },
      onError: notifyError,
    });
  };

  const readOnly = !props.mayUpdate;
  return (
    <Paper withBorder radius="md" p="md" mt="md" data-testid="sso-settings">
      <Group justify="space-between" align="flex-start" mb={4}>
        <Title order={2} fz="md">
          {t("singleSignOn.title")}
        </Title>
        {settings.data ? (
          <Badge color={settings.data.isEnabled ? "green" : "gray"} variant="light" data-testid="sso-status">
            {settings.data.isEnabled ? t("singleSignOn.on") : t("singleSignOn.off")}
          </Badge>
        ) : null}
      </Group>
      <Text fz="sm" c="dimmed" mb="sm">
        {t("singleSignOn.hint")}
      </Text>
      {settings.isPending ? (
        <Skeleton h={120} />
      ) : settings.isError || !values || !settings.data ? (
        <LoadFailed
          message={<Text size="sm">{t("singleSignOn.loadError")}</Text>}
          retryLabel={t("singleSignOn.retry")}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <TextInput
            label={t("singleSignOn.redirectUri")}
            description={t("singleSignOn.redirectUriHint")}
            value={settings.data.redirectUri}
            readOnly
            mb="md"
            data-testid="sso-redirect-uri"
            rightSection={
              <CopyButton value={settings.data.redirectUri}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? t("singleSignOn.copied") : t("singleSignOn.copy")}>
                    <ActionIcon variant="subtle" onClick={copy} aria-label={t("singleSignOn.copy")}>
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            }
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput
              label={t("singleSignOn.issuerUrl")}
              description={t("singleSignOn.issuerUrlHint")}
              placeholder={t("singleSignOn.issuerUrlPlaceholder")}
              value={values.issuerUrl}
              onChange={(event) => set("issuerUrl", event.currentTarget.value)}
              error={errorOf("issuerUrl")}
              readOnly={readOnly}
              data-testid="sso-issuer-url"
            />
            <TextInput
              label={t("singleSignOn.clientId")}
              value={values.clientId}
              onChange={(event) => set("clientId", event.currentTarget.value)}
              error={errorOf("clientId")}
              readOnly={readOnly}
              data-testid="sso-client-id"
            />
            <PasswordInput
              label={t("singleSignOn.clientSecret")}
              description={
                settings.data.hasClientSecret
                  ? t("singleSignOn.clientSecretStored")
                  : t("singleSignOn.clientSecretHint")
              }
              placeholder={settings.data.hasClientSecret ? t("singleSignOn.stored") : ""}
              value={values.clientSecret}
              onChange={(event) => set("clientSecret", event.currentTarget.value)}
              error={errorOf("clientSecret")}
              readOnly={readOnly}
              autoComplete="new-password"
              data-testid="sso-client-secret"
            />
            <TagsInput
              label={t("singleSignOn.allowedDomains")}
              description={t("singleSignOn.allowedDomainsHint")}
              placeholder={t("singleSignOn.allowedDomainsPlaceholder")}
              value={values.allowedDomains}
              onChange={(domains) => set("allowedDomains", domains)}
              error={errorOf("allowedDomains")}
              readOnly={readOnly}
              splitChars={[",", " "]}
              acceptValueOnBlur
              data-testid="sso-allowed-domains"
            />
            <Select
              label={t("singleSignOn.defaultRole")}
              description={t("singleSignOn.defaultRoleHint")}
              data={settings.data.roles.map((role) => ({ value: String(role.id), label: role.name }))}
              value={values.defaultRoleId}
              onChange={(roleId) => set("defaultRoleId", roleId)}
              error={errorOf("defaultRoleId")}
              readOnly={readOnly}
              allowDeselect={false}
              data-testid="sso-default-role"
            />
          </SimpleGrid>
          <Group mt="md" gap="xl">
            <Switch
              label={t("singleSignOn.isEnabled")}
              checked={values.isEnabled}
              onChange={(event) => set("isEnabled", event.currentTarget.checked)}
              disabled={readOnly}
              data-testid="sso-enabled"
            />
            <Switch
              label={t("singleSignOn.ssoOnly")}
              description={t("singleSignOn.ssoOnlyHint")}
              checked={values.ssoOnly}
              onChange={(event) => set("ssoOnly", event.currentTarget.checked)}
              disabled={readOnly}
              data-testid="sso-only"
            />
          </Group>
          {props.mayUpdate ? (
            <Group justify="flex-end" mt="md">
              <Button onClick={save} loading={update.isPending} data-testid="sso-save">
                {t("singleSignOn.save")}
              </Button>
            </Group>
          ) : null}
        </>
      )}
    </Paper>
  );
}
