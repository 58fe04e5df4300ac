'use client'
import { createContext, use } from 'react'
import type { SelectionRef } from './selection-ref'

/** What a click on a price does: the bet slip feature provides it (`PickOutcomeProvider`). */
export type PickOutcome = (selection: SelectionRef, odds: number) => void

export const PickOutcomeContext = createContext<PickOutcome | null>(null)

/** What a click on a price does (needs `<PickOutcomeProvider>`, which the providers render). */
export function usePickOutcome(): PickOutcome {
  const pick = use(PickOutcomeContext)
  if (!pick) throw new Error('usePickOutcome() needs <PickOutcomeProvider>')
  return pick
}
