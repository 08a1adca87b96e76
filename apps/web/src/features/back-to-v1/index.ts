export { BackToV1MenuItem } from "./components/BackToV1MenuItem";
