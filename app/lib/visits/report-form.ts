// What the staff's corrected-report form and its handler share (browser-safe: no server imports).

/** The longest reason a corrected report prints. */
export const CORRECTION_REASON_MAX = 500;
