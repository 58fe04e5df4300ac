import type { TestProject } from 'vitest/node'
import { startPostgresCluster } from '@sportsbook/test-support'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
  }
}

/**
 * Vitest global setup: the PostgreSQL every database test uses. DATABASE_URL wins; otherwise a
 * throwaway cluster is started for the run and removed after it.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const given = process.env.DATABASE_URL
  if (given && /^postgres(ql)?:\/\//.test(given)) {
    project.provide('postgresUrl', given)
    return () => undefined
  }
  const cluster = await startPostgresCluster()
  project.provide('postgresUrl', cluster.url)
  return () => {
    cluster.stop()
  }
}
