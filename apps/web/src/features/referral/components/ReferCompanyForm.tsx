import { formatZodIssues, referCompanyInputSchema } from "@armada/domain";
import { Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "@/shared/i18n/i18n";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { useReferCompany } from "../api/referralApi";

const EMPTY = { companyName: "", contactName: "", phoneNo: "" };

/** Refer another company: its name, a person to contact and their number (Indonesian rules, as the server checks). */
export function ReferCompanyForm() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refer = useReferCompany();
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
        notifySuccess(t("referral.sent"));
        setDraft(EMPTY);
      },
      onError: errorNotifier("referral.failed"),
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
