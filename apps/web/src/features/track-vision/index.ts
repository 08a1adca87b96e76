export { LiveVideoButton } from "./components/LiveVideoButton";
