/** The notification onboarding wizard and its top bar prompt (docs/spec/alert-center-and-shell.md §2.3, §2.6). */
export { OnboardingPrompt } from "./components/OnboardingPrompt";
