/** 0 or 1: booleans are integers on both dialects. */
export type Flag = 0 | 1
