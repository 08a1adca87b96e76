/** The shell's fixed bars, in px. */
export const TOPBAR_HEIGHT = 60;
export const HORIZONTAL_MENU_HEIGHT = 48;
export const BOTTOM_MENU_HEIGHT = 64;
