// The two icon sets of GET /fe-api/icons.svg: sport icons and interface icons, as <symbol>s
// that pages reference with <use href="/fe-api/icons.svg#sport-football">.
const SPORT_ICONS: Readonly<Record<string, string>> = {
  football:
    '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 7l4 3-1.5 5h-5L8 10z" fill="currentColor"/>',
  basketball:
    '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M3 12h18M12 3v18M6 5c4 4 4 10 0 14M18 5c-4 4-4 10 0 14" fill="none" stroke="currentColor" stroke-width="1.5"/>',
  tennis:
    '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M5 6c5 3 5 9 0 12M19 6c-5 3-5 9 0 12" fill="none" stroke="currentColor" stroke-width="1.5"/>',
  'ice-hockey':
    '<path d="M4 4l7 12h6v3H9L2 5z" fill="currentColor"/><ellipse cx="18" cy="8" rx="3" ry="1.5" fill="currentColor"/>',
  volleyball:
    '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 3v9l8 4M12 12l-8 4" fill="none" stroke="currentColor" stroke-width="1.5"/>',
  cricket:
    '<path d="M5 19l10-10 3 3-10 10z" fill="currentColor"/><circle cx="18" cy="6" r="2.5" fill="currentColor"/>',
  'table-tennis':
    '<circle cx="10" cy="10" r="6" fill="currentColor"/><path d="M14 14l6 6" stroke="currentColor" stroke-width="3"/><circle cx="19" cy="6" r="2" fill="currentColor"/>',
  cs2: '<path d="M3 10h13l3-3h2v4h-3l-2 2H9l-2 5H4l2-5H3z" fill="currentColor"/>',
  dota2:
    '<path d="M4 4h16v16H4z" fill="none" stroke="currentColor" stroke-width="2"/><path d="M7 17L17 7" stroke="currentColor" stroke-width="2"/>',
  lol: '<path d="M6 3v18h12l-2-3H9V3z" fill="currentColor"/>',
  'premium-cricket':
    '<path d="M5 19l10-10 3 3-10 10z" fill="currentColor"/><path d="M18 3l1 2 2 .3-1.5 1.4.4 2.1-1.9-1-1.9 1 .4-2.1L15 5.3l2-.3z" fill="currentColor"/>',
}

const UI_ICONS: Readonly<Record<string, string>> = {
  live: '<circle cx="12" cy="12" r="4" fill="currentColor"/><circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" stroke-width="2"/>',
  star: '<path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" fill="currentColor"/>',
  search:
    '<circle cx="10" cy="10" r="6" fill="none" stroke="currentColor" stroke-width="2"/><path d="M15 15l6 6" stroke="currentColor" stroke-width="2"/>',
  close: '<path d="M5 5l14 14M19 5L5 19" stroke="currentColor" stroke-width="2"/>',
  menu: '<path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" stroke-width="2"/>',
  'bet-slip':
    '<path d="M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2z" fill="none" stroke="currentColor" stroke-width="2"/>',
  lock: '<rect x="5" y="11" width="14" height="10" rx="2" fill="currentColor"/><path d="M8 11V7a4 4 0 018 0v4" fill="none" stroke="currentColor" stroke-width="2"/>',
  'arrow-up': '<path d="M12 5l7 8h-5v6h-4v-6H5z" fill="currentColor"/>',
  'arrow-down': '<path d="M12 19l7-8h-5V5h-4v6H5z" fill="currentColor"/>',
}

function symbols(prefix: string, icons: Readonly<Record<string, string>>): string {
  return Object.entries(icons)
    .map(([name, paths]) => `<symbol id="${prefix}-${name}" viewBox="0 0 24 24">${paths}</symbol>`)
    .join('')
}

export const ICON_SET_NAMES = ['sports', 'ui'] as const

/** The sprite: `<g id="sports">` and `<g id="ui">`, one symbol per icon. */
export function iconSprite(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" style="display:none">' +
    `<g id="sports">${symbols('sport', SPORT_ICONS)}</g>` +
    `<g id="ui">${symbols('ui', UI_ICONS)}</g>` +
    '</svg>'
  )
}
