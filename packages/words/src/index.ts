// The product's words: every text a player reads, from the web's pages to the api's refusals,
// notifications and e-mails, in one ICU catalogue per locale (messages/*.json).
export { MESSAGES, messagesFor, type Messages } from './catalogue'
export { wordsIn, type Words } from './translator'
export { placementMessageId, playerMessage, type PlayerMessageId } from './player-messages'
