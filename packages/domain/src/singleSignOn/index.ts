export * from "./ssoConfigInput.js";
