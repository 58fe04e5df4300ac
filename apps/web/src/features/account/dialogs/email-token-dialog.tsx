'use client'
import { useQuery } from '@tanstack/react-query'
import { useTranslations } from 'use-intl'
import { useSite } from '@/lib/site-context'
import { serverFormError } from '../forms/server-error'
import styles from '../forms/account-forms.module.css'
import { DialogDone } from './dialog-links'
import { EmailLinkDialog } from './email-link-dialog'
import { followEmailLinkQueryOptions } from '../api/follow-email-link'

type Kind = 'confirmation' | 'unlock'

/**
 * The e-mailed confirmation and unlock links (spec §2.3: `?modal=confirmation` and `unlock` with
 * their token): the token goes to the api once, and the dialog says what came of it. Without a
 * token, or with a spent one, it offers to e-mail a new link.
 */
export function EmailTokenDialog({ kind, token }: { kind: Kind; token: string | undefined }) {
  if (!token) return <EmailLinkDialog kind={kind} from={kind} />
  return <TokenResult kind={kind} token={token} />
}

function TokenResult({ kind, token }: { kind: Kind; token: string }) {
  const t = useTranslations('auth')
  const { locale } = useSite()
  const result = useQuery(followEmailLinkQueryOptions(locale, kind, token))
  if (result.isPending)
    return (
      <p className={styles.form} aria-busy="true">
        {t('checkingLink')}
      </p>
    )
  if (result.isError)
    return (
      <div className={styles.form}>
        <p className={styles.formError} role="alert">
          {t(`errors.${serverFormError(result.error).code}`)}
        </p>
        <EmailLinkDialog kind={kind} from={kind} />
      </div>
    )
  return (
    <DialogDone from={kind} links={['signInLink']}>
      {t(kind === 'confirmation' ? 'confirmed' : 'unlocked')}
    </DialogDone>
  )
}
