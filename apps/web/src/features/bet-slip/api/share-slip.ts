import { shareRequest } from '@sportsbook/contracts'
import type { Slip } from '@sportsbook/domain'
import { useMutation } from '@tanstack/react-query'
import { browserApiClient } from '@/lib/browser-api'

/** A share code for the slip (POST /bets/share-code); `onFailed` says when there is none. */
export function useShareSlip(locale: string, slip: Slip, onFailed: (error: unknown) => void) {
  return useMutation({
    mutationFn: () => browserApiClient(locale).createShareCode(shareRequest(slip)),
    onError: onFailed,
  })
}
