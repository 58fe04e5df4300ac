import type { DepositOutcome } from '../wallet/deposits'
import { reportSignature } from '../routes/platform-deposits'

/** The form the demo provider's page posts for `outcome`, signed as the page signs it. */
export function demoReport(secret: string, depositId: string, outcome: DepositOutcome): string {
  return new URLSearchParams({
    outcome,
    signature: reportSignature(secret, depositId, outcome),
  }).toString()
}
