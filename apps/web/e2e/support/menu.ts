import type { Locator, Page } from '@playwright/test'

/** Opens the phone's side menu from the tab bar and answers it. */
export async function openSideMenu(page: Page): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Quick actions' })
    .getByRole('button', { name: 'Sports menu' })
    .click()
  return page.getByRole('dialog', { name: 'Sports menu' })
}
