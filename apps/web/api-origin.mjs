// Where the api is, for server.mjs (plain JavaScript) and src/env.ts alike.

/** Paths the api serves; the web's server proxies them to API_ORIGIN. */
export const API_PREFIXES = ['/api', '/platform', '/connection', '/fe-api']

/** The api of `npm start` on this machine, when API_ORIGIN is not set. */
export const DEFAULT_API_ORIGIN = 'http://127.0.0.1:4000'
