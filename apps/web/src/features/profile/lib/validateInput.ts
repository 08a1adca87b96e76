import { formatZodIssues, type LocalizedText } from "@armada/domain";
import { currentLanguage } from "@/shared/i18n/i18n";

const LABELS: Record<string, LocalizedText> = {
  currentPassword: { id: "Kata sandi saat ini", en: "Current password" },
  newPassword: { id: "Kata sandi baru", en: "New password" },
  email: { id: "Email", en: "E-mail" },
  phoneNo: { id: "Nomor WhatsApp", en: "WhatsApp number" },
  code: { id: "Kode verifikasi", en: "Verification code" },
  name: { id: "Nama", en: "Name" },
};

/** Checks a form's input with the server's own schema: the parsed value, or localized messages by field. */
export function validateInput<T>(
  schema: {
    safeParse(
      input: unknown,
    ): { success: true; data: T } | { success: false; error: Parameters<typeof formatZodIssues>[0] };
  },
  input: unknown,
): { value: T; errors: null } | { value: null; errors: Record<string, string> } {
  const result = schema.safeParse(input);
  if (result.success) return { value: result.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of formatZodIssues(result.error, currentLanguage(), LABELS)) {
    errors[issue.field.split(".")[0] || "root"] ??= issue.message;
  }
  return { value: null, errors };
}
