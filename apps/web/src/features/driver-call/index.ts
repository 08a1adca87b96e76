export { CallDriverButton } from "./components/CallDriverButton";
export { DriverCallBarSlot } from "./components/DriverCallBarSlot";
export { createPcmSoundPlayer, type PcmSoundPlayer } from "./lib/pcmSoundPlayer";
