/** The api's icon sprite every sport icon uses (GET /fe-api/icons.svg, spec §7.2). */
export const ICON_SPRITE_URL = '/fe-api/icons.svg'
