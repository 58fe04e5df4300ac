import proxyAddr from '@fastify/proxy-addr'

/**
 * Fastify's `trustProxy` as a function: the request's address is the first X-Forwarded-For
 * entry (from the right) written by something other than a trusted proxy. A hop is trusted
 * only if it is among the first `hops` and connects from one of `addresses`, so a client
 * that writes its own X-Forwarded-For, directly or through the web server, is still counted
 * at its own address.
 */
export function trustedProxies(
  addresses: readonly string[],
  hops: number,
): (address: string, hop: number) => boolean {
  if (hops === 0 || addresses.length === 0) return () => false
  const trusted = proxyAddr.compile([...addresses])
  return (address, hop) => hop < hops && trusted(address, hop)
}
