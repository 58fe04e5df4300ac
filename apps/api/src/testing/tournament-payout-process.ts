import { setTimeout as sleep } from 'node:timers/promises'
import { readCampaignFile } from '../bonuses/campaign-file'
import { campaignsOf } from '../bonuses/campaigns'
import { payFinishedTournaments } from '../bonuses/tournaments'
import { openDatabase } from '../db/database'

// A tournament payer in its own process, for the kill-and-restart test: it pays the prizes of
// the tournaments of BONUS_CAMPAIGNS_FILE ended at PAY_AT on DATABASE_URL / DATABASE_PATH,
// printing each prize as its transaction commits, and waits PAY_PAUSE_MS after each so the
// test can kill it part-way.
const db = openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  sqlitePath: process.env.DATABASE_PATH ?? ':memory:',
})
const campaigns = campaignsOf(readCampaignFile(process.env.BONUS_CAMPAIGNS_FILE ?? ''))
const pauseMs = Number(process.env.PAY_PAUSE_MS ?? '0')
await payFinishedTournaments(
  db,
  campaigns,
  async (prize) => {
    console.log(`paid ${prize.issued.id}`)
    await sleep(pauseMs)
  },
  new Date(process.env.PAY_AT ?? Date.now()),
)
await db.destroy()
console.log('done')
