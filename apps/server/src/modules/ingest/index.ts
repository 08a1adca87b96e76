export type { DeviceConnectionLimiter } from "./deviceConnectionLimiter.js";
export type { Jt808Answer, Jt808Hooks, Jt808Link } from "./jt808Gateway.js";
