'use client'
import { DepositDialog } from '../deposit/deposit-dialog'
import { ConfirmPasswordDialog } from './confirm-password-dialog'
import type { AccountDialogId } from './account-dialog-ids'
import { EditPasswordDialog } from './edit-password-dialog'
import { EmailLinkDialog } from './email-link-dialog'
import { EmailTokenDialog } from './email-token-dialog'
import { MissedFieldsDialog } from './missed-fields-dialog'
import { PhoneVerificationDialog } from './phone-verification'
import { SignInDialog } from './sign-in-dialog'
import { SignUpDialog } from './sign-up-dialog'
import { TermsAcceptance } from './terms-acceptance'

/** One account dialog's content by its id. */
export function AccountDialog({
  id,
  params,
}: {
  id: AccountDialogId
  params: Readonly<Record<string, string>>
}) {
  switch (id) {
    case 'sign_in':
      return <SignInDialog />
    case 'sign_up':
      return <SignUpDialog />
    case 'forgot_password':
      return <EmailLinkDialog kind="password" />
    case 'resend_confirmation_instructions':
      return <EmailLinkDialog kind="confirmation" />
    case 'confirmation':
      return <EmailTokenDialog kind="confirmation" token={params.confirmation_token} />
    case 'resend_unlock_instructions':
      return <EmailLinkDialog kind="unlock" />
    case 'unlock':
      return <EmailTokenDialog kind="unlock" token={params.unlock_token} />
    case 'edit_password':
      return <EditPasswordDialog token={params.reset_password_token} />
    case 'deposit':
      return <DepositDialog />
    case 'phone_verification':
      return <PhoneVerificationDialog />
    case 'accept_terms':
      return <TermsAcceptance />
    case 'confirm_password':
      return <ConfirmPasswordDialog />
    case 'missed_auth_fields':
      return <MissedFieldsDialog />
  }
}
