/** SPEC §1: the mobile breakpoint. At or below this width the layout switches to its mobile form. */
export const MOBILE_BREAKPOINT_PX = 639

/** SPEC §9: a copy button's label shows 'Copied' for this long. */
export const COPIED_LABEL_MS = 2000
