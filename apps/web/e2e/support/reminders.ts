/**
 * The reminders (a dialog after a few seconds) would cover any journey: every test starts with
 * them already shown today; the reminder journeys clear these cookies.
 */
export const remindersShown = {
  cookies: [
    ['deposit_reminder', new Date().toISOString().slice(0, 10)],
    ['sign_up_reminder', 'shown'],
  ].map(([name = '', value = '']) => ({
    name,
    value,
    domain: '127.0.0.1',
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  })),
  origins: [],
}
