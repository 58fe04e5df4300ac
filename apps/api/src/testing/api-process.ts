import { fileURLToPath } from 'node:url'
import { startNodeProcess, type NodeProcess } from '@sportsbook/test-support'

const apiDir = fileURLToPath(new URL('../..', import.meta.url))

export type ApiProcess = NodeProcess

/** Starts one of the api's entry points as its own process (see `startNodeProcess`). */
export function startApiProcess(entry: string, env: Record<string, string>): ApiProcess {
  return startNodeProcess(apiDir, entry, env)
}
