import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { escapeHtml } from './html'
import { sendNotFound } from '../plugins/error-handler'
import { latestMessages } from '../players/outbox'

const isLoopback = (address: string) =>
  address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.')

/** Links in a message body, made clickable (after escaping, so nothing else becomes markup). */
const linkify = (html: string) =>
  html.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)

/**
 * GET /platform/dev/mailbox: the newest e-mails and SMS of the outbox, for development and
 * demos only (it shows confirmation and reset links, so production never serves it).
 */
export const devMailboxRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get('/platform/dev/mailbox', async (request, reply) => {
    // Only for a browser on this machine (the client's address, as the trusted proxies say).
    if (!isLoopback(request.ip)) return sendNotFound(reply, `Route GET /platform/dev/mailbox`)
    const messages = await latestMessages(app.db)
    const items = messages
      .map(
        (m) => `<li style="margin-bottom: 1rem">
<div><strong>${escapeHtml(m.subject)}</strong> — ${escapeHtml(m.channel)} to ${escapeHtml(m.recipient)}</div>
<div style="color: #555; font-size: 0.85rem">${escapeHtml(m.created_at)}</div>
<p style="overflow-wrap: anywhere">${linkify(escapeHtml(m.body))}</p></li>`,
      )
      .join('\n')
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem">
<h1>Development mailbox</h1>
<p>What the sportsbook would have sent (newest first). Development only (DEV_MAILBOX).</p>
<ul style="list-style: none; padding: 0">${items || '<li>No messages yet.</li>'}</ul>
</body></html>`)
  })
  done()
}
