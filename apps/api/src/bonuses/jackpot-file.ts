import { checkUnique, currencySchema } from '@sportsbook/contracts'
import { z } from 'zod'
import { EVERY_EVENT, conditionsSchema, isoTime, localized } from './campaign-file'
import { parseOperatorFile, readOperatorJson } from './operator-file'

const subunits = z.number().int().positive().max(1_000_000_000_000)
const code = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,31}$/, 'Expected lower-case letters, digits, _ and -')

const levelSchema = z
  .object({
    /** mini, major, grand, …: unique within the jackpot. */
    code,
    name: localized,
    /** The pool's start, integer subunits of the jackpot's currency. */
    seed: subunits,
    /** The pool drops at a hidden point above the seed and at most this. */
    cap: subunits,
    /** The share of each playing stake that goes to the pool, in basis points (50 = 0.5 %). */
    contribution_bp: z.number().int().min(1).max(10_000),
    /** Off: the level takes no more and is not shown; its pool is kept. */
    active: z.boolean().default(true),
  })
  .strict()
  .refine((l) => l.cap > l.seed, { message: 'Expected a cap above the seed', path: ['cap'] })

const jackpotSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Expected lower-case letters, digits and -'),
    name: localized,
    currency: currencySchema,
    /** A bet plays when it stakes at least this (integer subunits of the currency). */
    min_stake: subunits,
    valid_from: isoTime,
    valid_to: isoTime,
    conditions: conditionsSchema.default(EVERY_EVENT),
    levels: z.array(levelSchema).min(1).max(10),
  })
  .strict()
  .superRefine((j, context) => {
    if (j.valid_from >= j.valid_to)
      context.addIssue({
        code: 'custom',
        path: ['valid_to'],
        message: 'Expected a time after valid_from',
      })
    checkUnique(context, j.levels, (level) => level.code, {
      label: 'level',
      path: (index) => ['levels', index, 'code'],
    })
  })

export type JackpotDefinition = z.output<typeof jackpotSchema>
export type JackpotLevelDefinition = JackpotDefinition['levels'][number]

const jackpotFileSchema = z
  .object({ jackpots: z.array(jackpotSchema) })
  .strict()
  .superRefine(({ jackpots }, context) => {
    checkUnique(context, jackpots, (j) => j.id, {
      label: 'id',
      path: (index) => ['jackpots', index, 'id'],
    })
  })

/** Parses a jackpots file's JSON; a bad one is refused whole, each problem naming its field. */
export function parseJackpots(json: unknown, source: string): JackpotDefinition[] {
  return parseOperatorFile(jackpotFileSchema, json, 'jackpots', source).jackpots
}

/** Reads the operator's jackpots file (JACKPOTS_FILE). */
export function readJackpotFile(path: string): JackpotDefinition[] {
  return parseJackpots(readOperatorJson(path, 'jackpots'), path)
}
