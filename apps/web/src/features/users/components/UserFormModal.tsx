import { createUserInputSchema, updateUserInputSchema } from "@armada/domain";
import { Badge, Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { EnvelopeError } from "@/shared/api/envelope";
import { domainResolver } from "@/shared/forms/domainResolver";
import { currentLanguage } from "@/shared/i18n/i18n";
import { FormModal } from "@/shared/ui/FormModal";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import type { EditFormProps } from "@/shared/ui/useGuardedEditForm";
import { type CompanyUserRow, useCompanyRoles, useCreateUser, useUpdateUser } from "../api/users";
import { type UserFormValues, userFormToInput, userToForm } from "../lib/userForm";

/** Server refusals shown under their field. */
const FIELD_OF_ERROR: Record<string, keyof UserFormValues> = {
  EmailTaken: "email",
  CannotRemoveOwnAdmin: "roleId",
  LastActiveAdmin: "roleId",
};

export interface CreatedLink {
  link: { setPasswordUrl: string; expiresOn: string };
  userName: string;
}

/** Adds a user (name, e-mail as login, number, role) or edits one; a new user's set-password link goes to `onCreated`. */
export function UserFormModal(props: {
  opened: boolean;
  user: CompanyUserRow | null;
  onClose: () => void;
  onCreated: (created: CreatedLink) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={props.opened}
      title={props.user ? t("users.form.editTitle") : t("users.form.addTitle")}
      formKey={props.user?.id ?? "new"}
      onClose={props.onClose}
    >
      {(form) => <UserForm user={props.user} onCreated={props.onCreated} {...form} />}
    </FormModal>
  );
}

function UserForm(
  props: EditFormProps & { user: CompanyUserRow | null; onCreated: (created: CreatedLink) => void },
) {
  const { t } = useTranslation();
  const roles = useCompanyRoles();
  const create = useCreateUser();
  const update = useUpdateUser();
  const { user } = props;
  const resolver = useMemo(
    () =>
      domainResolver<UserFormValues>(
        user ? updateUserInputSchema : createUserInputSchema,
        (values) => userFormToInput(values, user ?? undefined),
        currentLanguage,
      ),
    [user],
  );
  const { register, handleSubmit, formState, setError, control } = useForm<UserFormValues>({
    defaultValues: userToForm(user),
    resolver,
  });
  const { errors, isDirty } = formState;
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const onError = (error: unknown) => {
    const field = error instanceof EnvelopeError ? FIELD_OF_ERROR[error.errorName ?? ""] : undefined;
    if (field) setError(field, { type: "server", message: (error as EnvelopeError).message });
    errorNotifier("users.form.saveFailed")(error);
  };
  const onSubmit = handleSubmit((values) => {
    const input = userFormToInput(values, user ?? undefined);
    if (user) {
      update.mutate(input as Parameters<typeof update.mutate>[0], {
        onSuccess: () => {
          notifySuccess(t("users.saved"));
          props.onDone();
        },
        onError,
      });
      return;
    }
    create.mutate(input as Parameters<typeof create.mutate>[0], {
      onSuccess: (link) => {
        props.onDone();
        props.onCreated({ link, userName: values.name.trim() });
      },
      onError,
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="user-form">
      <Stack gap="sm">
        <TextInput
          label={t("users.form.name")}
          withAsterisk
          data-autofocus
          error={errors.name?.message}
          data-testid="user-form-name"
          {...register("name")}
        />
        <TextInput
          label={t("users.form.email")}
          description={t("users.form.emailHint")}
          type="email"
          withAsterisk={!user}
          autoComplete="off"
          error={errors.email?.message}
          data-testid="user-form-email"
          {...register("email")}
        />
        <TextInput
          label={t("users.form.phone")}
          placeholder="0812…"
          inputMode="tel"
          error={errors.phoneNo?.message}
          data-testid="user-form-phone"
          {...register("phoneNo")}
        />
        <Controller
          control={control}
          name="roleId"
          render={({ field }) => (
            <Select
              label={t("users.form.role")}
              description={t("users.form.roleHint")}
              withAsterisk
              placeholder={roles.isPending ? t("users.loading") : t("users.form.rolePlaceholder")}
              data={(roles.data ?? []).map((role) => ({
                value: String(role.id),
                label: role.isAdmin ? `${role.name} · ${t("users.admin")}` : role.name,
              }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? "")}
              error={errors.roleId?.message}
              allowDeselect={false}
              data-testid="user-form-role"
            />
          )}
        />
        {roles.isError ? (
          <Text c="red" fz="sm">
            {t("users.form.rolesFailed")}
          </Text>
        ) : null}
        {user?.isAdmin ? (
          <Group gap="xs">
            <Badge variant="light">{t("users.admin")}</Badge>
            <Text fz="xs" c="dimmed">
              {t("users.form.adminNote")}
            </Text>
          </Group>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t("users.cancel")}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending} data-testid="user-form-save">
            {user ? t("users.form.save") : t("users.form.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
