import { DISCONNECT, type Disconnect, type ProtocolError } from './codes'

/** A command refused with an error reply; the connection stays. */
export class Refused extends Error {
  constructor(readonly error: ProtocolError) {
    super(error.message)
  }
}
/** A command that ends the connection with a close code. */
export class Closed extends Error {
  constructor(readonly disconnect: Disconnect) {
    super(disconnect.reason)
  }
}
export const refuse = (error: ProtocolError): never => {
  throw new Refused(error)
}
export const close = (disconnect: Disconnect): never => {
  throw new Closed(disconnect)
}

/** A command's body as its schema reads it; a body it cannot read closes the connection. */
export function parse<T>(
  schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } },
  value: unknown,
): T {
  const result = schema.safeParse(value)
  return result.success ? result.data : close(DISCONNECT.badRequest)
}
