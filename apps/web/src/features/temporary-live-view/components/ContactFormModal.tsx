import { Modal } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ContactForm, type ContactSubmitResult, type SubmittedContact } from "./ContactForm";

/** 'Tambah Kontak Penerima' with 'Batal' / 'Tambahkan' and an optional 'Salin Tautan' (docs/spec/temporary-live-view.md §2). */
export function ContactFormModal(props: {
  opened: boolean;
  onClose: () => void;
  onSubmit: (contact: SubmittedContact) => Promise<ContactSubmitResult>;
  existingPhones: readonly string[];
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  copyLinkUrl?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title ?? t("temporaryLiveView.contactForm.title")}
      size="lg"
      data-testid="contact-form-modal"
    >
      {/* Unmounted when hidden, so closing resets the form, its errors and the checkbox. */}
      {props.opened ? (
        <ContactForm
          testId="contact-form"
          existingPhones={props.existingPhones}
          submitLabel={props.confirmLabel ?? t("temporaryLiveView.contactForm.confirm")}
          cancelLabel={props.cancelLabel}
          onCancel={props.onClose}
          copyLinkUrl={props.copyLinkUrl}
          onSubmit={async (contact) => {
            const result = await props.onSubmit(contact);
            if (result === "ok") props.onClose();
            return result;
          }}
        />
      ) : null}
    </Modal>
  );
}
