'use client'
import { useEffect } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

/**
 * Popups that open on their own — a new bonus, a jackpot win (spec §4.20: shown one at a time) —
 * take turns: the first that has something to show holds the turn until it has nothing more;
 * the others wait and then take it in the order they ask.
 */
export const popupTurns = createStore<{ readonly holder: string | null }>(() => ({
  holder: null,
}))

/** Whether the popup `name`, which `wants` to show, has the turn now. */
export function usePopupTurn(name: string, wants: boolean): boolean {
  const holder = useStore(popupTurns, (state) => state.holder)
  useEffect(() => {
    if (wants && holder === null) popupTurns.setState({ holder: name })
    else if (!wants && holder === name) popupTurns.setState({ holder: null })
  }, [wants, holder, name])
  useEffect(
    () => () => {
      if (popupTurns.getState().holder === name) popupTurns.setState({ holder: null })
    },
    [name],
  )
  return wants && holder === name
}
