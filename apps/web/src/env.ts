import { z } from 'zod'

const envSchema = z.object({
  /** Where Next sends /api, /platform and /connection; read when the app is built. */
  API_ORIGIN: z.url().default('http://127.0.0.1:4000'),
  /** Build output folder; the browser tests build into their own so a running `npm start` is untouched. */
  NEXT_DIST_DIR: z.string().min(1).default('.next'),
})

export type WebEnv = z.infer<typeof envSchema>

/** The web app's environment, parsed once; a bad value names the variable. */
export function readWebEnv(source: NodeJS.ProcessEnv = process.env): WebEnv {
  const parsed = envSchema.safeParse(source)
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid environment:\n${lines.join('\n')}`)
}
