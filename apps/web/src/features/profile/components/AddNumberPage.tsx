import { addNumberInputSchema, PHONE_CODE_LENGTH, verifyNumberInputSchema } from "@armada/domain";
import { Alert, Button, Card, Group, PinInput, Stack, Text, TextInput } from "@mantine/core";
import { IconBrandWhatsapp } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { notifyError, notifySuccess } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import { useAddNumber, useProfile, useVerifyNumber } from "../api/profile";
import { validateInput } from "../lib/validateInput";

/** /profile/add-number/: a one-time code is sent by WhatsApp; the number is added when the code is typed. */
export function AddNumberPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfile();
  const [phoneNo, setPhoneNo] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddNumber();
  const verify = useVerifyNumber();

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const checked = validateInput(addNumberInputSchema, { phoneNo });
    setErrors(checked.errors ?? {});
    if (!checked.value) return;
    const target = checked.value.phoneNo;
    add.mutate(target, {
      onSuccess: (message) => {
        notifySuccess(message);
        setSentTo(target);
        setCode("");
      },
      onError: notifyError,
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateInput(verifyNumberInputSchema, { phoneNo: sentTo, code });
    setErrors(checked.errors ?? {});
    if (!checked.value) return;
    verify.mutate(checked.value, {
      onSuccess: (message) => {
        notifySuccess(message);
        void navigate("/profile/");
      },
      onError: notifyError,
    });
  };

  return (
    <>
      <PageHeader title={t("profile.addNumber.title")} description={t("profile.addNumber.description")} />
      <Card padding="lg" maw={560}>
        <Stack gap="md">
          {profile.data?.phoneNo ? (
            <Text fz="sm">
              {t("profile.addNumber.current")}{" "}
              <Text span fw={600}>
                {profile.data.phoneNo}
              </Text>
            </Text>
          ) : null}
          {sentTo === null ? (
            <form onSubmit={send} noValidate>
              <Stack gap="sm">
                <TextInput
                  type="tel"
                  label={t("profile.addNumber.label")}
                  placeholder="0812 3456 7890"
                  autoComplete="tel"
                  value={phoneNo}
                  onChange={(event) => setPhoneNo(event.currentTarget.value)}
                  error={errors.phoneNo}
                  leftSection={<IconBrandWhatsapp size={16} />}
                  required
                  data-testid="add-number-input"
                />
                <Group>
                  <Button type="submit" loading={add.isPending} data-testid="add-number-submit">
                    {t("profile.addNumber.submit")}
                  </Button>
                  <Button component={Link} to="/profile/" variant="default">
                    {t("profile.backToProfile")}
                  </Button>
                </Group>
              </Stack>
            </form>
          ) : (
            <form onSubmit={confirm} noValidate>
              <Stack gap="sm">
                <Alert color="blue" icon={<IconBrandWhatsapp />} data-testid="add-number-sent">
                  {t("profile.addNumber.sent", { phoneNo: sentTo })}
                </Alert>
                <Text fz="sm" fw={500} id="add-number-code-label">
                  {t("profile.addNumber.codeLabel")}
                </Text>
                <PinInput
                  length={PHONE_CODE_LENGTH}
                  type="number"
                  oneTimeCode
                  value={code}
                  onChange={setCode}
                  error={Boolean(errors.code)}
                  aria-labelledby="add-number-code-label"
                  autoFocus
                  data-testid="add-number-code"
                />
                {errors.code ? (
                  <Text c="red" fz="xs">
                    {errors.code}
                  </Text>
                ) : null}
                <Group>
                  <Button
                    type="submit"
                    loading={verify.isPending}
                    disabled={code.length !== PHONE_CODE_LENGTH}
                    data-testid="add-number-verify"
                  >
                    {t("profile.addNumber.verify")}
                  </Button>
                  <Button variant="default" loading={add.isPending} onClick={() => send()}>
                    {t("profile.addNumber.resend")}
                  </Button>
                  <Button variant="subtle" onClick={() => setSentTo(null)}>
                    {t("profile.addNumber.changeNumber")}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      </Card>
    </>
  );
}
