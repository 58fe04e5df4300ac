/** Text made safe inside the api's own HTML pages (wallet, demo payment, mailbox). */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`)
