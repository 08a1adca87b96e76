import { can, isOnboardingReminderDue, onboardingReminderMonth } from "@armada/domain";
import { Button } from "@mantine/core";
import { IconBellCog } from "@tabler/icons-react";
import { useContext, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadPageTexts } from "@/shared/i18n/i18n";
import { useSession } from "@/shared/session/SessionContext";
import { Tooltip } from "@/shared/ui/floating/Tooltip";
import { lazyWhenOpened } from "@/shared/ui/lazyWhenOpened";
import { TopBarAction, TopBarOverflowContext } from "@/shared/ui/TopBarAction";
import { useUnaskedPopup } from "@/shared/ui/useUnaskedPopup";

/**
 * The wizard loads when it first opens (by the prompt, or by itself when its reminder is due), with the alert
 * rules' texts it shows.
 */
const OnboardingWizard = lazyWhenOpened(async () => {
  const [{ OnboardingWizard }] = await Promise.all([import("./OnboardingWizard"), loadPageTexts()]);
  return OnboardingWizard;
});

const MONTH_KEY = "armada.onboardingReminderMonth";
const SESSION_KEY = "armada.onboardingReminderShown";

/**
 * Keys of the onboarding button and wizard (docs/spec/alert-center-and-shell.md §6), and the rule-setting key the
 * wizard's rules are created with (createAlertRules needs it like any rule creation).
 */
const ONBOARDING_KEYS = [
  "alert_rule_template:read",
  "alert_rule_template:create",
  "e4b-alert-center-rule-setting:read",
];

function readStorage(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The top bar's onboarding prompt: while the company has not finished the notification setup, a button opens the
 * wizard, and the wizard opens by itself once a month and once a session (after any open dialog has closed).
 */
export function OnboardingPrompt() {
  const { t } = useTranslation();
  const { identity, accessKeys } = useSession();
  const allowed = ONBOARDING_KEYS.every((key) => can(accessKeys, key));
  const [asked, setAsked] = useState(false);
  const [reminderDue, setReminderDue] = useState(false);
  const reminded = useUnaskedPopup(reminderDue);
  const opened = asked || reminded;
  const inOverflow = useContext(TopBarOverflowContext) !== null;

  useEffect(() => {
    if (!allowed) return;
    const due = isOnboardingReminderDue({
      setupNotifCompleted: identity.setupNotifCompleted,
      lastShownMonth: readStorage(localStorage, MONTH_KEY),
      shownThisSession: readStorage(sessionStorage, SESSION_KEY) !== null,
      now: new Date(),
    });
    if (!due) return;
    try {
      localStorage.setItem(MONTH_KEY, onboardingReminderMonth(new Date()));
      sessionStorage.setItem(SESSION_KEY, "1");
    } catch {
      // storage refused (private mode): the reminder may show again, which is harmless
    }
    setReminderDue(true);
  }, [allowed, identity.setupNotifCompleted]);

  if (!allowed || (identity.setupNotifCompleted && !opened)) return null;
  return (
    <>
      {identity.setupNotifCompleted ? null : inOverflow ? (
        <TopBarAction
          icon={<IconBellCog size={20} />}
          label={t("onboarding.prompt.label")}
          onClick={() => setAsked(true)}
          testId="onboarding-prompt"
        />
      ) : (
        <Tooltip label={t("onboarding.prompt.tooltip")}>
          <Button
            variant="light"
            color="orange"
            size="xs"
            radius="xl"
            leftSection={<IconBellCog size={16} />}
            onClick={() => setAsked(true)}
            data-testid="onboarding-prompt"
            visibleFrom="sm"
          >
            {t("onboarding.prompt.label")}
          </Button>
        </Tooltip>
      )}
      <OnboardingWizard
        opened={opened}
        onClose={() => {
          setAsked(false);
          setReminderDue(false);
        }}
      />
    </>
  );
}
