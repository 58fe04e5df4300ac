// Helpers for the root scripts. Plain JavaScript on Node's built-ins only, because these run
// before `npm ci` has installed anything.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

const COLORS = { api: 36, web: 35, build: 33, install: 32, test: 34 }

/** Writes a child's lines to our stdout, each prefixed with its name, e.g. `[api] …`. */
function pipeWithPrefix(stream, name) {
  const color = COLORS[name] ?? 37
  const prefix = process.stdout.isTTY ? `\u001b[${color}m[${name}]\u001b[0m ` : `[${name}] `
  createInterface({ input: stream }).on('line', (line) =>
    process.stdout.write(`${prefix}${line}\n`),
  )
}

/**
 * Starts a command. With `prefix`, its output is line-prefixed; otherwise it shares our
 * terminal. Returns the child and a promise of its exit code (signals count as failures).
 */
export function start(command, args, { prefix, env, cwd } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  })
  if (prefix) {
    pipeWithPrefix(child.stdout, prefix)
    pipeWithPrefix(child.stderr, prefix)
  }
  const exited = new Promise((resolve) => {
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', (error) => {
      process.stderr.write(`Could not run ${command}: ${error.message}\n`)
      resolve(1)
    })
  })
  return { child, exited }
}

/** Runs a command to completion and returns its exit code. */
export function run(command, args, options) {
  return start(command, args, options).exited
}

export function log(message) {
  process.stdout.write(`${message}\n`)
}
