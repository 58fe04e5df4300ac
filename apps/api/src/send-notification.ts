import { parseArgs } from 'node:util'
import { migrateToLatest, openDatabase } from './db/database'
import { readEnv } from './env'
import { createNotification } from './notifications/notifications'

// `npm run notify -- --email player@example.com --title "…" --body "…" [--caption "…"]`: the
// operator sends one player a message (the configured database). The player sees it in their
// notifications; an open page counts it when it next asks (this process has no push channel).
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    title: { type: 'string' },
    caption: { type: 'string' },
    body: { type: 'string' },
  },
})
const fail = (message: string): never => {
  console.error(message)
  process.exit(2)
}
const text = (value: string | undefined, name: string, max: number) => {
  const trimmed = value?.trim() ?? ''
  if (trimmed === '') return fail(`--${name} is required`)
  if (trimmed.length > max) return fail(`--${name} is longer than ${String(max)} characters`)
  return trimmed
}
const env = readEnv()
const email = text(values.email, 'email', 320)
const title = text(values.title, 'title', 120)
const body = text(values.body, 'body', 2000)
const caption = values.caption?.trim() ?? ''
const db = openDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.DATABASE_PATH })
try {
  await migrateToLatest(db)
  const player = await db
    .selectFrom('players')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst()
  if (!player) fail(`--email: no player ${email}`)
  const { notification } = await createNotification(db, player?.id ?? '', {
    type: 'operator',
    title,
    caption,
    body,
  })
  console.log(`sent notification ${notification.id} to ${email}`)
} finally {
  await db.destroy()
}
