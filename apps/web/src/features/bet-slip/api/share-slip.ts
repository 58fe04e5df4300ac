import { shareRequest } from '@sportsbook/contracts'
import type { Slip } from '@sportsbook/domain'
import { useMutation } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { createShareCode } from '@sportsbook/contracts/calls'

/** A share code for the slip (POST /bets/share-code); `onFailed` says when there is none. */
export function useShareSlip(locale: string, slip: Slip, onFailed: (error: unknown) => void) {
  return useMutation({
    mutationFn: () => createShareCode(browserRequest(locale), shareRequest(slip)),
    onError: onFailed,
  })
}
