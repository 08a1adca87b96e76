export { SsoSettingsCard } from "./components/SsoSettingsCard";
