import { errorNotifier, notifySuccess } from "@/shared/ui/notify";

export { notifySuccess };

/** Error toast titled "Gagal", with the master data pages' own text for an unexpected failure. */
export const notifyError = errorNotifier("masterData.errors.title", "masterData.errors.unexpected");
