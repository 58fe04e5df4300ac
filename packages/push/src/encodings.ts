import type { BrokerPublication } from './broker'
import type { Subscriber } from './subscriber'
import { fossilDelta } from './delta'
import type { Encodings } from './gateway-context'

type Prepared = { plain?: Buffer; full?: Buffer; patch?: Buffer | null }

/**
 * Each publication is encoded once per variant (plain JSON data, the full payload as a JSON
 * string for delta subscribers, the fossil delta) and the same line goes to every subscriber
 * of that variant (docs/push-protocol.md §8.2 "Fan-out").
 */
export function createEncodings(): Encodings {
  const prepared = new WeakMap<BrokerPublication, Prepared>()
  const of = (publication: BrokerPublication) => {
    let entry = prepared.get(publication)
    if (!entry) {
      entry = {}
      prepared.set(publication, entry)
    }
    return entry
  }
  // Encoded to bytes once, so a publication to 10,000 sockets is not converted 10,000 times.
  const line = (channel: string, pub: string) =>
    Buffer.from(`{"push":{"channel":${JSON.stringify(channel)},"pub":${pub}}}`)

  return {
    push(publication: BrokerPublication, subscriber: Subscriber): Buffer {
      const entry = of(publication)
      const { channel, offset, data, prev } = publication
      if (!subscriber.delta)
        return (entry.plain ??= line(channel, `{"data":${data},"offset":${offset}}`))
      const full = () =>
        (entry.full ??= line(channel, `{"data":${JSON.stringify(data)},"offset":${offset}}`))
      if (!subscriber.deltaBase || !publication.delta || prev === null) return full()
      if (entry.patch === undefined) {
        const patch = fossilDelta(prev, data)
        entry.patch =
          patch === null
            ? null
            : line(channel, `{"data":${JSON.stringify(patch)},"delta":true,"offset":${offset}}`)
      }
      return entry.patch ?? full()
    },

    recovered(publications: readonly BrokerPublication[], delta: boolean): unknown[] {
      return publications.map((p, i) => {
        if (!delta) return { data: JSON.parse(p.data) as unknown, offset: p.offset }
        const before = publications[i - 1]
        const patch = before && p.delta ? fossilDelta(before.data, p.data) : null
        return patch === null
          ? { data: p.data, offset: p.offset }
          : { data: patch, delta: true, offset: p.offset }
      })
    },

    plainPublication(p: BrokerPublication): unknown {
      return { data: JSON.parse(p.data) as unknown, offset: p.offset }
    },
  }
}
