/** Reminder settings: the page the settings hub opens at /setting/reminders. */
export { ReminderSettingsPage } from "./components/ReminderSettingsPage";
