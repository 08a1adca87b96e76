import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type BlockerFunction, useBlocker, useLocation } from "react-router";

/**
 * Every edit form's guard against losing unsaved changes: any navigation away (side menu, links, "Kembali",
 * browser back) asks first while `isDirty`, and closing or reloading the tab gets the browser's own warning.
 * Render `dialog`; call `allowLeave()` just before navigating away after a save or a delete. A form in a
 * drawer, modal or panel closes through `confirmClose(close)`, which asks the same question first.
 *
 * Several guards may live on one page (a form and a drawer's form): only a dirty guard holds the router's
 * blocker, because the router consults only the last blocker registered and a clean one would let a dirty
 * form's changes go unasked.
 */
export function useUnsavedChangesGuard(isDirty: boolean): {
  dialog: ReactNode;
  allowLeave: () => void;
  confirmClose: (close: () => void) => void;
} {
  const leaving = useRef(false);
  // a permitted departure is spent once the location has changed (a form may stay mounted on its new path)
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new location
  useEffect(() => {
    leaving.current = false;
  }, [key]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older Chromium shows its prompt only when returnValue is set
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);

  // the close waiting for an answer (a function in state: set through an updater)
  const [closing, setClosing] = useState<(() => void) | null>(null);
  const dialog = (
    <>
      {isDirty ? <NavigationBlock leaving={leaving} /> : null}
      <LeaveQuestion
        opened={closing !== null}
        onStay={() => setClosing(null)}
        onLeave={() => {
          setClosing(null);
          closing?.();
        }}
      />
    </>
  );
  return {
    dialog,
    allowLeave: () => {
      leaving.current = true;
    },
    confirmClose: (close) => {
      if (!isDirty) return close();
      // asked after the event that closes (an Escape) has finished: opened during it, the question's own Escape
      // listener could take the same key press and dismiss it at once
      setTimeout(() => setClosing(() => close), 0);
    },
  };
}

/** The router's blocker of a dirty form, mounted only while dirty, and its question while a navigation waits. */
function NavigationBlock({ leaving }: { leaving: RefObject<boolean> }) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      !leaving.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [leaving],
  );
  const blocker = useBlocker(shouldBlock);
  return (
    <LeaveQuestion
      opened={blocker.state === "blocked"}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}

function LeaveQuestion({
  opened,
  onStay,
  onLeave,
}: {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onStay}
      title={t("unsavedChanges.title")}
      centered
      data-testid="unsaved-changes"
    >
      <Stack gap="md">
        <Text fz="sm">{t("unsavedChanges.body")}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onStay} data-testid="unsaved-stay">
            {t("unsavedChanges.stay")}
          </Button>
          <Button color="red" onClick={onLeave} data-testid="unsaved-leave">
            {t("unsavedChanges.leave")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
