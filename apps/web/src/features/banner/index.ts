export { LoginBanner } from "./components/LoginBanner";
