import type { FavouriteType } from '@sportsbook/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { setFavourite } from '@sportsbook/contracts/calls'
import { currentPlayer } from '@/lib/player-session'
import { favouriteKeys } from './favourite-keys'

/**
 * Marks or unmarks a favourite (POST/DELETE /favourites/{type}/{id}), optimistically (spec §4.18):
 * the star changes at once and goes back when the call fails (`onFailed` then says so).
 */
export function useSetFavourite(
  locale: string,
  target: { type: FavouriteType; id: string; playerId: string | undefined },
  onFailed: (error: unknown) => void,
) {
  const queryClient = useQueryClient()
  const ids = favouriteKeys.ids(target.type, target.playerId)
  return useMutation({
    mutationFn: async (favourite: boolean) => {
      const signedIn = await currentPlayer(queryClient, locale)
      if (!signedIn) throw new Error('Favourites need a signed-in player')
      return setFavourite(
        browserRequest(locale),
        target.type,
        target.id,
        favourite,
        signedIn.csrf_token,
      )
    },
    onMutate: async (favourite) => {
      await queryClient.cancelQueries({ queryKey: ids })
      const before = queryClient.getQueryData<string[]>(ids)
      queryClient.setQueryData<string[]>(ids, (current = []) =>
        favourite
          ? [...current.filter((x) => x !== target.id), target.id]
          : current.filter((x) => x !== target.id),
      )
      return { before }
    },
    onError: (error, _favourite, context) => {
      queryClient.setQueryData(ids, context?.before)
      onFailed(error)
    },
    onSettled: () => {
      void queryClient.invalidateQueries({
        queryKey: favouriteKeys.list(target.type, target.playerId),
      })
    },
  })
}
