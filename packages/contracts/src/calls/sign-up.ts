import type { z } from 'zod'
import type { signUpBodySchema } from '../players'
import type { Request } from '../client-request'

/** Signs up; answers whether the e-mailed confirmation link must be followed first. */
export const signUp = (request: Request, body: z.input<typeof signUpBodySchema>) =>
  request('/platform/users', 'signUpResponseSchema', { method: 'POST', body })
