/** The reference games partner of the browser tests (examples/partner-games). */
export const PARTNER_PORT = 3195
export const PARTNER_ORIGIN = `http://127.0.0.1:${String(PARTNER_PORT)}`
/** Shared by the partner and the e2e api: launch tokens are signed with it. */
export const PARTNER_SECRET = 'e2e games partner secret, not a real one'
