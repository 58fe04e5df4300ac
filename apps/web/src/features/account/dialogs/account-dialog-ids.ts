import type { ModalId } from '@/lib/modals/modal-ids'

/** The dialogs `account-dialog.tsx` renders (its chunk loads when the first of them opens). */
export const ACCOUNT_DIALOGS = [
  'sign_in',
  'sign_up',
  'forgot_password',
  'resend_confirmation_instructions',
  'resend_unlock_instructions',
  'edit_password',
  'unlock',
  'confirmation',
  'deposit',
  'phone_verification',
  'missed_auth_fields',
  'confirm_password',
  'accept_terms',
] as const satisfies readonly ModalId[]
export type AccountDialogId = (typeof ACCOUNT_DIALOGS)[number]

export const isAccountDialog = (id: ModalId): id is AccountDialogId =>
  (ACCOUNT_DIALOGS as readonly ModalId[]).includes(id)
