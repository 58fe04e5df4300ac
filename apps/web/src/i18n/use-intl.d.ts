import type en from './messages/en.json'

// Message keys are typed from the English file: a missing or misspelt key is a type error.
declare module 'use-intl' {
  interface AppConfig {
    Messages: typeof en
  }
}
