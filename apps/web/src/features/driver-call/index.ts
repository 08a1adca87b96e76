export { CallDriverButton } from "./components/CallDriverButton";
export { DriverCallBarSlot } from "./components/DriverCallBarSlot";
