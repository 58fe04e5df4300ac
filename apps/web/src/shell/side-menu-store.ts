import { createStore } from 'zustand/vanilla'

/** Whether the phone's side menu is open (the header's menu button and the tab bar share it). */
export const sideMenu = createStore<{ open: boolean }>(() => ({ open: false }))

export const setSideMenuOpen = (open: boolean) => {
  sideMenu.setState({ open })
}
