/** Below 768 px the alert center is a full-screen sheet (same breakpoint as the shell's mobile layout). */
export const MOBILE_ALERT_QUERY = "(max-width: 47.99em)";
/** Width of the pinned panel; the main content gets this right margin. */
export const PINNED_PANEL_WIDTH = 420;
/** Confirm dialogs and the false alert form open above every alert popup. */
export const CONFIRM_Z_INDEX = 1000;
