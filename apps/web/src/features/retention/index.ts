export { RetentionSettingsCard } from "./components/RetentionSettingsCard";
