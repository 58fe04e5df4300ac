import type { Messages } from '@sportsbook/words'

// Message keys are typed from the English file: a missing or misspelt key is a type error.
declare module 'use-intl' {
  interface AppConfig {
    Messages: Messages
  }
}
