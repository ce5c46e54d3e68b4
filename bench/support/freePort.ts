import { createServer } from 'node:net'

/** A TCP port free on `host` right now: the OS picks one for a probe that closes at once. */
export function freePort(host: string): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, host, () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })
}
