import { describe, expect, it } from 'vitest'
import { createModalStore, shownModal } from './modal-store'

describe('modal system', () => {
  it('stacks dialogs, moving a reopened one to the top', () => {
    const modals = createModalStore()
    modals.open('sign_in')
    modals.open('deposit', { variant: 'sheet' })
    modals.open('sign_in')
    expect(modals.store.getState().stack.map((m) => [m.id, m.variant])).toEqual([
      ['deposit', 'sheet'],
      ['sign_in', 'modal'],
    ])
  })

  it('hides and restores a dialog without losing its parameters', () => {
    const modals = createModalStore()
    modals.open('edit_password', { params: { reset_password_token: 't' } })
    modals.hide('edit_password')
    expect(modals.store.getState().stack[0]).toMatchObject({ hidden: true })
    modals.restore('edit_password')
    expect(modals.store.getState().stack[0]).toEqual({
      id: 'edit_password',
      variant: 'modal',
      hidden: false,
      params: { reset_password_token: 't' },
    })
  })

  it('shows only the top dialog; the one below comes back when the top closes or hides', () => {
    const modals = createModalStore()
    const shown = () => shownModal(modals.store.getState().stack)
    expect(shown()).toBeUndefined()
    modals.open('sign_up', { params: { from: 'reminder' } })
    modals.open('sign_in')
    expect(shown()).toBe('sign_in')
    modals.close('sign_in')
    expect(shown()).toBe('sign_up')
    expect(modals.store.getState().stack).toEqual([
      { id: 'sign_up', variant: 'modal', hidden: false, params: { from: 'reminder' } },
    ])
    modals.open('deposit')
    modals.hide('deposit')
    expect(shown()).toBe('sign_up')
    modals.restore('deposit')
    expect(shown()).toBe('deposit')
  })

  it('closes one dialog or all', () => {
    const modals = createModalStore()
    modals.open('sign_in')
    modals.open('sign_up')
    modals.close('sign_in')
    expect(modals.store.getState().stack.map((m) => m.id)).toEqual(['sign_up'])
    modals.closeAll()
    expect(modals.store.getState().stack).toEqual([])
  })

  it('lets an interceptor take over opening some dialogs until it is removed', () => {
    const modals = createModalStore()
    const taken: string[] = []
    const stop = modals.intercept((id) => {
      if (id !== 'sign_in') return false
      taken.push(id)
      return true
    })
    modals.open('sign_in')
    modals.open('deposit')
    expect(taken).toEqual(['sign_in'])
    expect(modals.store.getState().stack.map((m) => m.id)).toEqual(['deposit'])
    stop()
    modals.open('sign_in')
    expect(modals.store.getState().stack.map((m) => m.id)).toEqual(['deposit', 'sign_in'])
  })
})
