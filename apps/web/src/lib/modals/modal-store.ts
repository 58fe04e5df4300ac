import { createStore } from 'zustand/vanilla'
import type { ModalId } from './modal-ids'

export type ModalVariant = 'modal' | 'sheet'

export type OpenModal = {
  readonly id: ModalId
  readonly variant: ModalVariant
  /** Hidden dialogs keep their state and come back with `restore` (e.g. after a deposit frame). */
  readonly hidden: boolean
  readonly params: Readonly<Record<string, string>>
}

type ModalState = { readonly stack: readonly OpenModal[] }

/** Takes over opening a dialog (answers true) or lets it open (false). */
export type OpenInterceptor = (id: ModalId) => boolean

/** The open dialogs, topmost last. One per page (see `modals`), a fresh one per test. */
export function createModalStore() {
  const store = createStore<ModalState>(() => ({ stack: [] }))
  const without = (id: ModalId) => store.getState().stack.filter((modal) => modal.id !== id)
  const interceptors = new Set<OpenInterceptor>()

  return {
    store,
    /**
     * Opens a dialog on top (moving it there if it is already open), unless an interceptor
     * takes it over.
     */
    open(
      id: ModalId,
      options: { variant?: ModalVariant; params?: Readonly<Record<string, string>> } = {},
    ): void {
      for (const intercept of interceptors) if (intercept(id)) return
      const modal: OpenModal = {
        id,
        variant: options.variant ?? 'modal',
        hidden: false,
        params: options.params ?? {},
      }
      store.setState({ stack: [...without(id), modal] })
    },
    close(id: ModalId): void {
      store.setState({ stack: without(id) })
    },
    hide(id: ModalId): void {
      store.setState((state) => ({
        stack: state.stack.map((modal) => (modal.id === id ? { ...modal, hidden: true } : modal)),
      }))
    },
    restore(id: ModalId): void {
      store.setState((state) => ({
        stack: state.stack.map((modal) => (modal.id === id ? { ...modal, hidden: false } : modal)),
      }))
    },
    closeAll(): void {
      store.setState({ stack: [] })
    },
    /**
     * Lets `intercept` take over opening dialogs (embedded mode hands sign-in to the host
     * platform). Answers a function that removes it.
     */
    intercept(intercept: OpenInterceptor): () => void {
      interceptors.add(intercept)
      return () => {
        interceptors.delete(intercept)
      }
    },
  }
}

/**
 * The one dialog shown (spec §4.20): the topmost that is not hidden. A dialog opened on top hides
 * the one below, which keeps its state and comes back when the top one closes or is hidden.
 */
export function shownModal(stack: readonly OpenModal[]): ModalId | undefined {
  return stack.findLast((modal) => !modal.hidden)?.id
}

export type ModalStore = ReturnType<typeof createModalStore>

export const modals = createModalStore()
