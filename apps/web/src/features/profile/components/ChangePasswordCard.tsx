import { changePasswordInputSchema, PASSWORD_MIN_LENGTH } from "@armada/domain";
import { Button, Card, Group, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "@/shared/ui/notify";
import { useChangePassword } from "../api/profile";
import { validateInput } from "../lib/validateInput";

/** Password change: the current password is asked; other sessions end when it succeeds. */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateInput(changePasswordInputSchema, { currentPassword, newPassword });
    setErrors(checked.errors ?? {});
    if (!checked.value) return;
    change.mutate(checked.value, {
      onSuccess: (message) => {
        notifySuccess(message);
        setCurrentPassword("");
        setNewPassword("");
      },
      onError: notifyError,
    });
  };

  return (
    <Card padding="lg">
      <form onSubmit={submit} noValidate data-testid="password-form">
        <Group gap="sm" wrap="nowrap" mb="md">
          <IconLock size={20} aria-hidden />
          <div>
            <Title order={2} fz="md">
              {t("profile.password.title")}
            </Title>
            <Text c="dimmed" fz="sm">
              {t("profile.password.hint")}
            </Text>
          </div>
        </Group>
        <Stack gap="sm" maw={420}>
          <PasswordInput
            label={t("profile.password.current")}
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.currentTarget.value)}
            error={errors.currentPassword}
            required
            data-testid="password-current"
          />
          <PasswordInput
            label={t("profile.password.new")}
            description={t("profile.password.rule", { count: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNewPassword(event.currentTarget.value)}
            error={errors.newPassword}
            required
            data-testid="password-new"
          />
          <Group>
            <Button type="submit" loading={change.isPending} data-testid="password-submit">
              {t("profile.password.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
