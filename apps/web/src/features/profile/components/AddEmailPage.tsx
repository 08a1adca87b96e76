import { addEmailInputSchema } from "@armada/domain";
import { Alert, Button, Card, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconMailForward } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { notifyError } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import { useAddEmail, useProfile } from "../api/profile";
import { validateInput } from "../lib/validateInput";

const OUTCOMES = ["verified", "expired", "taken"] as const;
type Outcome = (typeof OUTCOMES)[number];

/** /profile/add-email/: sends a verification link; the e-mail is added once the link is followed. */
export function AddEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const outcome = OUTCOMES.find((value) => value === params.get("verification")) as Outcome | undefined;
  const profile = useProfile();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const add = useAddEmail();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateInput(addEmailInputSchema, { email });
    setError(checked.errors?.email ?? checked.errors?.root);
    if (!checked.value) return;
    const target = checked.value.email;
    add.mutate(target, { onSuccess: () => setSentTo(target), onError: notifyError });
  };

  return (
    <>
      <PageHeader title={t("profile.addEmail.title")} description={t("profile.addEmail.description")} />
      <Card padding="lg" maw={560}>
        <Stack gap="md">
          {outcome ? (
            <Alert
              color={outcome === "verified" ? "green" : "orange"}
              icon={outcome === "verified" ? <IconCircleCheck /> : <IconAlertTriangle />}
              data-testid="add-email-outcome"
            >
              {t(`profile.addEmail.outcome.${outcome}`)}
            </Alert>
          ) : null}
          {profile.data?.email ? (
            <Text fz="sm">
              {t("profile.addEmail.current")}{" "}
              <Text span fw={600} data-testid="add-email-current">
                {profile.data.email}
              </Text>
            </Text>
          ) : null}
          {sentTo ? (
            <Alert color="blue" icon={<IconMailForward />} data-testid="add-email-sent">
              {t("profile.addEmail.sent", { email: sentTo })}
            </Alert>
          ) : null}
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <TextInput
                type="email"
                label={t("profile.addEmail.label")}
                placeholder={t("profile.addEmail.placeholder")}
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={error}
                required
                data-testid="add-email-input"
              />
              <Group>
                <Button type="submit" loading={add.isPending} data-testid="add-email-submit">
                  {sentTo ? t("profile.addEmail.resend") : t("profile.addEmail.submit")}
                </Button>
                <Button component={Link} to="/profile/" variant="default">
                  {t("profile.backToProfile")}
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      </Card>
    </>
  );
}
