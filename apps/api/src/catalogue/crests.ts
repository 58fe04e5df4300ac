import { createHash } from 'node:crypto'

/**
 * Generated crests for the seeded teams (GET /fe-api/crests/:id): a shield in two of a club's
 * usual colours with one of five classic patterns, the same for a team every time (a hash of
 * its id). No text, so a crest needs no font to render. A real feed brings its own logos.
 */
const COLOURS = [
  '#c8102e', // red
  '#0057b8', // royal blue
  '#ffd100', // yellow
  '#00843d', // green
  '#1d1d1b', // black
  '#6cace4', // sky blue
  '#f47920', // orange
  '#5b2c83', // purple
  '#7a263a', // claret
  '#ffffff', // white
] as const

const SHIELD = 'M32 4 L58 12 V30 C58 46 46 56 32 61 C18 56 6 46 6 30 V12 Z'

const PATTERNS: readonly ((second: string) => string)[] = [
  (second) => `<rect x="32" y="0" width="32" height="64" fill="${second}"/>`,
  (second) =>
    [12, 28, 44]
      .map((x) => `<rect x="${x}" y="0" width="8" height="64" fill="${second}"/>`)
      .join(''),
  (second) => `<path d="M0 20 L32 40 L64 20 V34 L32 54 L0 34 Z" fill="${second}"/>`,
  (second) =>
    `<rect x="27" y="0" width="10" height="64" fill="${second}"/><rect x="0" y="24" width="64" height="10" fill="${second}"/>`,
  (second) =>
    [16, 36].map((y) => `<rect x="0" y="${y}" width="64" height="9" fill="${second}"/>`).join(''),
]

export function crestSvg(competitorId: string): string {
  const hash = createHash('sha256').update(competitorId).digest()
  const first = COLOURS[(hash[0] ?? 0) % COLOURS.length] ?? COLOURS[0]
  let second = COLOURS[(hash[1] ?? 0) % COLOURS.length] ?? COLOURS[1]
  if (second === first) second = first === '#ffffff' ? COLOURS[4] : '#ffffff'
  const pattern = PATTERNS[(hash[2] ?? 0) % PATTERNS.length] ?? PATTERNS[0]
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">' +
    `<defs><clipPath id="s"><path d="${SHIELD}"/></clipPath></defs>` +
    `<g clip-path="url(#s)"><rect width="64" height="64" fill="${first}"/>${pattern?.(second) ?? ''}</g>` +
    `<path d="${SHIELD}" fill="none" stroke="#1d1d1b" stroke-opacity="0.6" stroke-width="2.5"/>` +
    '</svg>'
  )
}

/** Where a seeded team's crest is served (the web shows it through its image proxy). */
export const crestPath = (competitorId: string): string =>
  `/fe-api/crests/${encodeURIComponent(competitorId)}`
