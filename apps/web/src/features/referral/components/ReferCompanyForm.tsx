import { formatZodIssues, type ReferCompanyInput, referCompanyInputSchema } from "@armada/domain";
import { Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/shared/api/ApiError";
import { currentLanguage } from "@/shared/i18n/i18n";
import { errorNotifier } from "@/shared/ui/notify";

const EMPTY = { companyName: "", contactName: "", phoneNo: "" };

/**
 * A company to refer: its name, a person to contact and their number (Indonesian rules, as the server checks).
 * `send` is the signed-in referCompany or the referral link's own call.
 */
export function ReferCompanyForm({
  send,
  onSent,
}: {
  send: (input: ReferCompanyInput) => Promise<unknown>;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refer = useMutation({ mutationFn: send });
  const field = (name: keyof typeof EMPTY) => ({
    value: draft[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setDraft((current) => ({ ...current, [name]: value }));
    },
    error: errors[name],
    required: true,
    "data-testid": `referral-${name}`,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = referCompanyInputSchema.safeParse(draft);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of formatZodIssues(parsed.error, currentLanguage()))
        found[issue.field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    refer.mutate(parsed.data, {
      onSuccess: () => {
        setDraft(EMPTY);
        onSent();
      },
      // the link's REST call carries the server's message in an ApiError, referCompany in its envelope
      onError: (error) =>
        error instanceof ApiError && error.message
          ? notifications.show({
              color: "red",
              title: t("referral.failed"),
              message: error.message,
              withBorder: true,
            })
          : errorNotifier("referral.failed")(error),
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="referral-form">
      <Stack gap="sm">
        <TextInput label={t("referral.companyName")} maxLength={120} {...field("companyName")} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t("referral.contactName")}
            maxLength={100}
            autoComplete="off"
            {...field("contactName")}
          />
          <TextInput
            label={t("referral.phoneNo")}
            type="tel"
            placeholder="0812 3456 7890"
            maxLength={30}
            {...field("phoneNo")}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={refer.isPending} data-testid="referral-submit">
            {t("referral.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
