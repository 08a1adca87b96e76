export { FeedbackButton } from "./components/FeedbackButton";
