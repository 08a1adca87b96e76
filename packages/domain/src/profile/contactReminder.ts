/**
 * The reminder to add an e-mail or phone number (docs/spec/alert-center-and-shell.md §2.6, §9): every N minutes,
 * 0 meaning none; 5 by default.
 */
export const REMINDER_MINUTES = [0, 5, 10, 15, 30, 60] as const;
export type ReminderMinutes = (typeof REMINDER_MINUTES)[number];
export const DEFAULT_REMINDER_MINUTES: ReminderMinutes = 5;

export interface ContactReminderState {
  email: string | null;
  phoneNo: string | null;
  reminderMinutes: number;
  /** when the reminder was last shown, or null when never */
  lastReminder: Date | null;
}

/** Whether the reminder is due now: something is missing, the user wants reminders and the interval has passed. */
export function isContactReminderDue(state: ContactReminderState, now: Date): boolean {
  if (state.email && state.phoneNo) return false;
  if (state.reminderMinutes <= 0) return false;
  if (!state.lastReminder) return true;
  return now.getTime() - state.lastReminder.getTime() >= state.reminderMinutes * 60_000;
}
