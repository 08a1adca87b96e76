import { missingPodFields, type PodField } from "@armada/domain";
import { Button, FileButton, Image, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconCamera } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DriverTaskStop, PodRequirementsView } from "../api/driverTasks";
import { shrinkPhoto } from "../lib/shrinkPhoto";
import { DriverStopModal } from "./DriverStopModal";
import { SignaturePad } from "./SignaturePad";

export interface PodValues {
  photo: Blob | null;
  signature: Blob | null;
  receiverName: string;
  notes: string;
}

/**
 * The proof of delivery at a drop: the photo of the signed and stamped surat jalan, the receiver's signature and
 * name, notes. What the company requires is marked and checked before it is queued (the server checks it again).
 */
export function PodForm({
  stop,
  requirements,
  onClose,
  onSubmit,
}: {
  stop: DriverTaskStop;
  requirements: PodRequirementsView;
  onClose: () => void;
  onSubmit: (values: PodValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<PodValues>({
    photo: null,
    signature: null,
    receiverName: "",
    notes: "",
  });
  const [preview, setPreview] = useState<string | null>(null);
  const [missing, setMissing] = useState<PodField[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!values.photo) return setPreview(null);
    const url = URL.createObjectURL(values.photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [values.photo]);

  const required = (field: PodField) => requirements[field];
  const errorOf = (field: PodField) =>
    missing.includes(field) ? t("deliveries.driver.pod.required") : undefined;
  const submit = async () => {
    const lacking = missingPodFields(requirements, {
      photoUrl: values.photo ? "photo" : null,
      signatureUrl: values.signature ? "signature" : null,
      receiverName: values.receiverName,
    });
    setMissing(lacking);
    if (lacking.length > 0) return;
    setSaving(true);
    try {
      await onSubmit(values);
    } finally {
      setSaving(false);
    }
  };

  return (
    <DriverStopModal
      stop={stop}
      title={t("deliveries.driver.pod.title")}
      testId="pod-form"
      onClose={onClose}
      submit={{
        label: t("deliveries.driver.pod.submit"),
        color: "teal",
        saving,
        testId: "pod-submit",
        onClick: () => void submit(),
      }}
    >
      <Stack gap={4}>
        <Text fz="sm" fw={500}>
          {t("deliveries.driver.pod.photo")}
          {required("photo") ? " *" : ""}
        </Text>
        {preview ? (
          <Image src={preview} alt="" radius="sm" mah={220} fit="contain" data-testid="pod-photo-preview" />
        ) : null}
        <FileButton
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          onChange={async (file) => {
            if (file) setValues((current) => ({ ...current, photo: null }));
            if (file) {
              const photo = await shrinkPhoto(file);
              setValues((current) => ({ ...current, photo }));
            }
          }}
          inputProps={{ "data-testid": "pod-photo-input" } as object}
        >
          {(props) => (
            <Button
              {...props}
              variant={values.photo ? "light" : "filled"}
              color={errorOf("photo") ? "red" : undefined}
              leftSection={<IconCamera size={18} />}
              size="md"
              data-testid="pod-photo"
            >
              {values.photo ? t("deliveries.driver.pod.retakePhoto") : t("deliveries.driver.pod.takePhoto")}
            </Button>
          )}
        </FileButton>
        {errorOf("photo") ? (
          <Text fz="xs" c="red.7">
            {errorOf("photo")}
          </Text>
        ) : (
          <Text fz="xs" c="dimmed">
            {t("deliveries.driver.pod.photoHint")}
          </Text>
        )}
      </Stack>
      <SignaturePad
        onChange={(signature) => setValues((current) => ({ ...current, signature }))}
        error={errorOf("signature")}
      />
      <TextInput
        label={t("deliveries.driver.pod.receiverName")}
        withAsterisk={required("receiverName")}
        value={values.receiverName}
        onChange={(event) => {
          const receiverName = event.currentTarget.value;
          setValues((current) => ({ ...current, receiverName }));
        }}
        error={errorOf("receiverName")}
        maxLength={200}
        size="md"
        data-testid="pod-receiver"
      />
      <Textarea
        label={t("deliveries.driver.pod.notes")}
        value={values.notes}
        onChange={(event) => {
          const notes = event.currentTarget.value;
          setValues((current) => ({ ...current, notes }));
        }}
        maxLength={1000}
        autosize
        minRows={2}
        data-testid="pod-notes"
      />
    </DriverStopModal>
  );
}
