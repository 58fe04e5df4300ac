import { expect, type APIRequestContext } from '@playwright/test'

/**
 * The newest link e-mailed to `email` under `subject`, from the development outbox (a mail
 * provider is outside the project), as a path of the site the test browser is on.
 */
export async function mailedLink(
  request: APIRequestContext,
  email: string,
  subject: string,
): Promise<string> {
  let path = ''
  await expect
    .poll(async () => {
      const html = await (await request.get('/platform/dev/mailbox')).text()
      const message = html
        .split('<li')
        .find(
          (item) => item.includes(`<strong>${subject}</strong>`) && item.includes(` to ${email}<`),
        )
      const href = message && /href="([^"]+)"/.exec(message)?.[1]
      path = href ? new URL(href.replaceAll('&amp;', '&')).pathname + new URL(href).search : ''
      return path
    })
    .not.toBe('')
  return path
}

/** The newest code texted to `number`, from the development outbox (an SMS gateway is outside). */
export async function textedCode(request: APIRequestContext, number: string): Promise<string> {
  let code = ''
  await expect
    .poll(async () => {
      const html = await (await request.get('/platform/dev/mailbox')).text()
      const message = html.split('<li').find((item) => item.includes(` to ${number}<`))
      code = (message && /code is (\d{6})/.exec(message)?.[1]) ?? ''
      return code
    })
    .not.toBe('')
  return code
}
