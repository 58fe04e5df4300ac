// Waits until an address answers 200 (at most five minutes), then exits: the deposit-mode
// sites start once the main e2e site is up, whose build they share.
const url = process.argv[2]
const deadline = Date.now() + 5 * 60_000
while (Date.now() < deadline) {
  const ok = await fetch(url).then(
    (response) => response.ok,
    () => false,
  )
  if (ok) process.exit(0)
  await new Promise((resolve) => setTimeout(resolve, 1000))
}
console.error(`${url} did not answer within five minutes`)
process.exit(1)
