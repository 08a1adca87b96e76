import {
  type ContactLocationInput,
  contactInputSchema,
  formatZodIssues,
  type Language,
  messageFor,
  TEMPORARY_LIVE_VIEW_ISSUES,
  TEMPORARY_LIVE_VIEW_LABELS,
} from "@armada/domain";
import type { FieldErrors, Resolver } from "react-hook-form";

export interface ContactFormValues {
  label: string;
  /** Digits typed after the +62 prefix. */
  phone: string;
  notify: boolean;
  location: ContactLocationInput | null;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = { label: "", phone: "", notify: false, location: null };

/** Validates with the domain's contact schema (docs/spec/temporary-live-view.md §5): name ≤ 100, phone valid for region ID. */
export function contactResolver(language: () => Language): Resolver<ContactFormValues> {
  return (values) => {
    const parsed = contactInputSchema.safeParse({
      label: values.label,
      phoneNumber: values.phone,
      location: null,
    });
    const errors: Partial<Record<"label" | "phone", { type: string; message: string }>> = {};
    if (!/^\d*$/.test(values.phone)) {
      errors.phone = { type: "validation", message: messageFor("PhoneNumberInvalid", language()) };
    }
    if (!parsed.success) {
      const lang = language();
      const formatted = formatZodIssues(parsed.error, lang, TEMPORARY_LIVE_VIEW_LABELS);
      parsed.error.issues.forEach((issue, index) => {
        const top = String(issue.path[0] ?? "");
        const field = top === "label" ? "label" : top === "phoneNumber" ? "phone" : null;
        if (!field || errors[field]) return;
        const message =
          issue.message === TEMPORARY_LIVE_VIEW_ISSUES.phoneInvalid
            ? messageFor("PhoneNumberInvalid", lang)
            : (formatted[index]?.message ?? messageFor("ValidationError", lang));
        errors[field] = { type: "validation", message };
      });
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<ContactFormValues> };
  };
}
