import { pino, type Logger } from 'pino'
import type { Env } from './env'

/** JSON lines in production; readable lines when LOG_PRETTY is set (as `npm start` does). */
export function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'LOG_PRETTY'>): Logger {
  return pino({
    level: env.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(env.LOG_PRETTY && {
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
      },
    }),
  })
}
