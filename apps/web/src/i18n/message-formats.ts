import type { Formats } from 'use-intl/core'

/**
 * The named styles our messages use (`{chance, number, percent}`): the ICU runtime knows them,
 * the format-only one reads them from here. Given wherever compiled messages are formatted.
 */
export const MESSAGE_FORMATS = { number: { percent: { style: 'percent' } } } satisfies Formats
