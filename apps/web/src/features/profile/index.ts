export { ContactReminderModal } from "./components/ContactReminderModal";
