export { ReferralButton } from "./components/ReferralButton";
