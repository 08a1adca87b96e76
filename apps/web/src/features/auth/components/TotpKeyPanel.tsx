import { Code, Image, Skeleton, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

const QR_SIZE = 200;

/** The QR code of a new authenticator key and the key to type by hand. The QR library loads with this panel only. */
export function TotpKeyPanel({ secret, otpauthUri }: { secret: string; otpauthUri: string }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import("qrcode")
      .then(({ toDataURL }) => toDataURL(otpauthUri, { width: QR_SIZE, margin: 1 }))
      .then((url) => {
        if (current) setQr(url);
      });
    return () => {
      current = false;
    };
  }, [otpauthUri]);

  return (
    <Stack gap="xs" align="flex-start">
      <Text fw={600}>{t("twoFactor.scanTitle")}</Text>
      <Text c="dimmed" fz="sm">
        {t("twoFactor.scanHint")}
      </Text>
      {qr ? (
        <Image src={qr} w={QR_SIZE} h={QR_SIZE} alt={t("twoFactor.qrAlt")} data-testid="totp-qr" />
      ) : (
        <Skeleton w={QR_SIZE} h={QR_SIZE} />
      )}
      <Text fz="sm">{t("twoFactor.manualKey")}</Text>
      <Code fz="md" style={{ wordBreak: "break-all", letterSpacing: 1 }} data-testid="totp-manual-key">
        {secret.match(/.{1,4}/g)?.join(" ")}
      </Code>
    </Stack>
  );
}
