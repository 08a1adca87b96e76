export { readableBodies } from "./verificationMessages.js";
