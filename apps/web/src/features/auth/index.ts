export { TwoFactorCard } from "./components/TwoFactorCard";
