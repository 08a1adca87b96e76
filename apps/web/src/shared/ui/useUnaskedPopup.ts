import { useEffect, useState, useSyncExternalStore } from "react";

/** A modal or drawer the user has open (Mantine's carry aria-modal; the draggable alert popups do not). */
const OPEN_MODAL = '[role="dialog"][aria-modal="true"]';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

const modalOpenNow = () => document.querySelector(OPEN_MODAL) !== null;

/** Whether a modal or drawer is open in the page. */
export function useModalOpen(): boolean {
  return useSyncExternalStore(subscribe, modalOpenNow, () => false);
}

/**
 * For a popup nobody asked for (an offer, a reminder): it shows once `due` and no modal or drawer is open, so it
 * never covers a dialog the user is working in; it waits until that closes. Once shown it stays until `due` ends.
 */
export function useUnaskedPopup(due: boolean): boolean {
  const modalOpen = useModalOpen();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!due) setShown(false);
    else if (!modalOpen) setShown(true);
  }, [due, modalOpen]);
  return due && shown;
}
