'use client'
import { parseUnits, unitsText, type Currency } from '@sportsbook/domain'
import { useId, useState } from 'react'
import { useTranslations } from 'use-intl'
import styles from './bet-slip.module.css'

/** Subunits as the player would type them: `500` EUR → `5`, `1250` → `12.5`. */
export function typedUnits(subunits: number, currency: Currency): string {
  const text = unitsText(subunits, currency)
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text
}

/**
 * An amount in currency units (spec §5: stake in units = subunits / the currency's subunits).
 * Each keystroke that parses goes out at once, so what depends on it (the potential win)
 * follows the typing, not the blur; what the player types stays as typed while the field has
 * focus. Phones get the numeric keypad (`inputmode="decimal"`).
 */
export function MoneyField({
  label,
  subunits,
  currency,
  onChange,
  name,
  readOnly = false,
  refusal,
}: {
  label: string
  subunits: number
  currency: Currency
  onChange: (subunits: number) => void
  name: string
  /** The amount is set by the slip (a freebet's stake). */
  readOnly?: boolean
  /** Why the api refused the bet this amount belongs to (a multi-single's bet). */
  refusal?: string | undefined
}) {
  const t = useTranslations('betslip')
  const [draft, setDraft] = useState<string | null>(null)
  const errorId = useId()
  const refusalId = useId()
  const shown = draft ?? (subunits > 0 ? typedUnits(subunits, currency) : '')
  const parsed = draft === null || draft.trim() === '' ? undefined : parseUnits(draft, currency)
  const problem = parsed && !parsed.ok ? parsed.error : undefined
  const describedBy = [problem ? errorId : '', refusal ? refusalId : ''].filter(Boolean).join(' ')
  return (
    <label className={styles.field}>
      <span>
        {label} ({currency.code})
      </span>
      <input
        className={styles.input}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        placeholder="0"
        readOnly={readOnly}
        value={shown}
        aria-invalid={problem || refusal ? true : undefined}
        aria-describedby={describedBy || undefined}
        onFocus={() => {
          setDraft(shown)
        }}
        onBlur={() => {
          setDraft(null)
        }}
        onChange={(event) => {
          const text = event.target.value
          setDraft(text)
          const next = text.trim() === '' ? parseUnits('0', currency) : parseUnits(text, currency)
          if (next.ok) onChange(next.value)
        }}
      />
      {problem && (
        <span id={errorId} className={styles.flag} data-tone="danger">
          {problem.code === 'tooManyDecimals'
            ? t('amount.tooManyDecimals', { field: label, max: problem.maxDecimals })
            : t('amount.invalid', { field: label })}
        </span>
      )}
      {refusal && (
        <span id={refusalId} className={styles.flag} data-tone="danger" data-bet-refusal="">
          {refusal}
        </span>
      )}
    </label>
  )
}
