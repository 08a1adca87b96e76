export * from "./backToV1Input.js";
export * from "./bannerDays.js";
export * from "./feedbackInput.js";
export * from "./feedbackTiming.js";
