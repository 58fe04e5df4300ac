import type { useTranslations } from 'use-intl'

/** The `auth` messages, as the account forms use them. */
export type AccountTranslator = ReturnType<typeof useTranslations<'auth'>>
