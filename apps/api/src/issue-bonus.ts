import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { readCampaignFile } from './bonuses/campaign-file'
import { campaignsOf, syncCampaigns } from './bonuses/campaigns'
import { issueBonus, playerForBonus } from './bonuses/issue'
import { migrateToLatest, openDatabase } from './db/database'
import { writeTransaction } from './db/write-transactions'
import { readEnv } from './env'

// `npm run bonus:issue -- --email player@example.com --campaign welcome-freebet`: the operator
// issues a campaign's bonus to one player (the configured database and BONUS_CAMPAIGNS_FILE).
// Each run issues a new bonus unless --key repeats an earlier run's key.
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    campaign: { type: 'string' },
    key: { type: 'string' },
  },
})
const fail = (message: string): never => {
  console.error(message)
  process.exit(2)
}
const env = readEnv()
const email = values.email ?? fail('--email is required: the player to issue the bonus to')
const campaignId = values.campaign ?? fail('--campaign is required: the campaign id to issue')
const campaigns = campaignsOf(
  env.BONUS_CAMPAIGNS_FILE ? readCampaignFile(env.BONUS_CAMPAIGNS_FILE) : [],
)
const campaign =
  campaigns.byId(campaignId) ??
  fail(
    `--campaign: no campaign ${campaignId} in ${env.BONUS_CAMPAIGNS_FILE ?? '(BONUS_CAMPAIGNS_FILE is not set)'}`,
  )
const db = openDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.DATABASE_PATH })
try {
  await migrateToLatest(db)
  await syncCampaigns(db, campaigns)
  const found = await db
    .selectFrom('players')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst()
  if (!found) fail(`--email: no player ${email}`)
  const result = await writeTransaction(db, async (trx) => {
    const player = await playerForBonus(trx, found?.id ?? '')
    if (!player) throw new Error(`player ${email} vanished`)
    return issueBonus(trx, campaign, player, {
      source: 'operator',
      issueKey: values.key ?? randomUUID(),
    })
  })
  if (typeof result === 'string') {
    console.error(`not issued: ${result}`)
    process.exitCode = 1
  } else console.log(`issued ${result.type} ${result.id} (${campaign.id}) to ${email}`)
} finally {
  await db.destroy()
}
