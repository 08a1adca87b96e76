export { LiveVideoButton } from "./components/LiveVideoButton";
export { VideoSettingsCard } from "./components/VideoSettingsCard";
