import type { Request } from '../client-request'

/**
 * E-mails a link: `password` to choose a new password, `confirmation` to confirm the
 * address, `unlock` to unlock the account. Answers alike whether or not the e-mail is known.
 */
export const emailLink = (
  request: Request,
  kind: 'password' | 'confirmation' | 'unlock',
  email: string,
) =>
  request(`/platform/users/${kind}`, 'linkSentSchema', {
    method: 'POST',
    body: { email },
  })
