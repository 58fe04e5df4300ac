/** Who holds a piece of background work across api nodes (`db/lease.ts`). */
export interface LeasesTable {
  name: string
  holder: string
  /** Grows with every new holder. */
  token: number
  /** Milliseconds since the epoch, by the holder's clock. */
  expires_at: number
}

/** Secrets generated once and shared by every node (`db/cluster-secrets.ts`). */
export interface ClusterSecretsTable {
  name: string
  value: string
}
