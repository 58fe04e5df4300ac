// A throwaway PostgreSQL cluster for tests: Debian's binaries, initdb + pg_ctl in a temp
// folder on a free port, removed afterwards. As root, the server runs as the `postgres` user
// (PostgreSQL refuses to run as root).
import { execFileSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './free-port'

export type PostgresCluster = {
  readonly url: string
  stop(): void
  /** Stops the server (fast shutdown: sessions are ended), keeping its data. */
  down(): void
  /** Starts the stopped server again on the same port and data. */
  up(): void
  /** Creates an empty database on the cluster and answers its URL. */
  createDatabase(name: string): string
}

function binDir(): string {
  const root = '/usr/lib/postgresql'
  const version = existsSync(root) ? readdirSync(root).sort().at(-1) : undefined
  const dir = version ? join(root, version, 'bin') : undefined
  if (!dir || !existsSync(join(dir, 'initdb'))) {
    throw new Error(
      "PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin. Install Debian's package " +
        '(apt-get install postgresql; npm test does this when run as root) or set DATABASE_URL.',
    )
  }
  return dir
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = binDir()
  const dir = mkdtempSync(join(tmpdir(), 'sportsbook-pg-'))
  const data = join(dir, 'data')
  const asRoot = process.getuid?.() === 0
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args]
    execFileSync(file, argv, { stdio: 'pipe' })
  }
  if (asRoot) {
    const { uid, gid } = postgresUser()
    chownSync(dir, uid, gid)
    chmodSync(dir, 0o700)
  }
  const port = await freePort()
  run('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ])
  const up = () => {
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
      'start',
    ])
  }
  up()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    down() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
    },
    up,
    createDatabase(name) {
      run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name])
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

function postgresUser(): { uid: number; gid: number } {
  const [uid, gid] = ['-u', '-g'].map((flag) =>
    Number(execFileSync('id', [flag, 'postgres']).toString().trim()),
  )
  if (uid === undefined || gid === undefined || Number.isNaN(uid) || Number.isNaN(gid))
    throw new Error('no postgres user')
  return { uid, gid }
}
