/**
 * The layout's breakpoints (spec §9.4), in CSS pixels: sm, md, lg and xl, and the width below
 * which the site is laid out for a phone (`PHONE_QUERY`). CSS media queries cannot read
 * variables, so the style sheets write the numbers; a test keeps them to these.
 */
export const BREAKPOINTS = { sm: 720, md: 960, lg: 1280, xl: 1920 } as const
export const PHONE_MAX_WIDTH = 780
/** The desktop footer's content width. */
export const FOOTER_CONTENT_WIDTH = 1248
