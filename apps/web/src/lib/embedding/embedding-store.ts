import type { HostAction } from '@sportsbook/contracts'
import { createStore } from 'zustand/vanilla'

export type EmbeddingState = {
  /** The page runs in a host platform's iframe. */
  readonly embedded: boolean
  /** What the host said it listens for (`session_init`); none until it says. */
  readonly listeners: readonly HostAction[]
}

/** Embedded mode as the page knows it (one per tab; set by the embedding bridge). */
export const embeddingStore = createStore<EmbeddingState>(() => ({
  embedded: false,
  listeners: [],
}))
