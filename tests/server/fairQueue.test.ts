import fc from 'fast-check'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { FifoSemaphore } from '../../server/app/shared/FifoSemaphore'
import { fairQueue } from '../../server/http/fairQueue'
import { ManualEventLoop } from '../support/ManualEventLoop'

/** Lets queued promise callbacks run. */
const settle = () => new Promise<void>((done) => setTimeout(done, 0))

describe('FifoSemaphore', () => {
  it('never lets more than its permits in, and lets waiters in strictly in arrival order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 60 }), async (permits, steps) => {
        const gate = new FifoSemaphore(permits)
        const admitted: number[] = []
        const holding: number[] = []
        let arrivals = 0
        for (const arrive of steps) {
          if (arrive) {
            const n = arrivals++
            void gate.acquire().then(() => {
              admitted.push(n)
              holding.push(n)
            })
          } else if (holding.length > 0) {
            holding.shift()
            gate.release()
          }
          await settle()
          expect(holding.length).toBeLessThanOrEqual(permits)
          expect(gate.busy).toBe(holding.length)
          expect(gate.queued).toBe(arrivals - admitted.length)
        }
        // First come, first served: admitted in exactly the order they arrived.
        expect(admitted).toEqual([...admitted].sort((a, b) => a - b))
      }),
      { numRuns: 200 },
    )
  })

  it('refuses to be released more often than acquired, and a permit count below one', () => {
    expect(() => new FifoSemaphore(0)).toThrow(/at least one permit/)
    const gate = new FifoSemaphore(1)
    expect(() => gate.release()).toThrow(/more often than acquired/)
  })
})

describe('fairQueue', () => {
  /** An app whose one route holds each call until the test lets it go, recording who is inside. */
  function heldApp(atOnce: number, maxQueued: number) {
    const inside = new Set<number>()
    const order: number[] = []
    let mostInside = 0
    const releases = new Map<number, () => void>()
    const app = new Hono()
    app.get(
      '/call/:n',
      fairQueue({ atOnce, maxQueued, turnBudgetMs: 5 }, (c) => c.json({ code: 1, msg: 'busy', data: null })),
      async (c) => {
        const n = Number(c.req.param('n'))
        inside.add(n)
        order.push(n)
        mostInside = Math.max(mostInside, inside.size)
        await new Promise<void>((done) => releases.set(n, done))
        inside.delete(n)
        return c.json({ code: 0, msg: 'ok', data: n })
      },
    )
    return { app, order, releases, mostInside: () => mostInside }
  }

  it('works on a few calls at a time and lets the rest in as they came', async () => {
    const { app, order, releases, mostInside } = heldApp(2, 100)
    const answers = Array.from({ length: 6 }, (_, n) => app.request(`/call/${n}`))
    await settle()
    expect(order).toEqual([0, 1])
    // Finishing out of order still admits the waiters in arrival order.
    for (const n of [1, 0, 3, 2, 5, 4]) {
      for (let i = 0; i < 10 && !releases.has(n); i++) await settle()
      releases.get(n)!()
      await settle()
    }
    const bodies = await Promise.all(answers.map(async (a) => ((await (await a).json()) as { data: number }).data))
    expect(bodies).toEqual([0, 1, 2, 3, 4, 5])
    expect(order).toEqual([0, 1, 2, 3, 4, 5])
    expect(mostInside()).toBe(2)
  })

  it('answers busy at once when the queue is full, and serves the queued ones', async () => {
    const { app, releases } = heldApp(1, 2)
    const answers = Array.from({ length: 5 }, (_, n) => app.request(`/call/${n}`))
    await settle()
    // One inside, two waiting: the fourth and fifth are turned away without waiting.
    const turnedAway = await Promise.all([answers[3], answers[4]].map(async (a) => ((await (await a).json()) as { code: number }).code))
    expect(turnedAway).toEqual([1, 1])
    for (const n of [0, 1, 2]) {
      for (let i = 0; i < 10 && !releases.has(n); i++) await settle()
      releases.get(n)!()
    }
    const served = await Promise.all(answers.slice(0, 3).map(async (a) => ((await (await a).json()) as { code: number }).code))
    expect(served).toEqual([0, 0, 0])
  })

  it('hands the event loop back between calls of a burst once a turn has used its budget', async () => {
    // A saturated server ran every call that had arrived since the last turn in one turn, so a connection opened
    // meanwhile waited for all of them (libuv takes in one connection per turn; docs/PERFORMANCE.md).
    const loop = new ManualEventLoop()
    const app = new Hono()
    const ranInTurn: number[] = []
    app.get(
      '/work',
      fairQueue({ atOnce: 32, maxQueued: 100, turnBudgetMs: 5 }, (c) => c.json({ code: 1, msg: 'busy', data: null }), loop),
      (c) => {
        ranInTurn.push(loop.turns)
        loop.clock += 2 // a synchronous call (SQLite) of 2 ms
        return c.json({ code: 0, msg: 'ok', data: null })
      },
    )
    // Each request read from its socket runs its promise callbacks before the next is read, as in Node.
    const answers: Promise<Response>[] = []
    for (let n = 0; n < 8; n++) {
      answers.push(Promise.resolve(app.request('/work')))
      await settle()
    }
    expect(ranInTurn).toEqual([0, 0, 0])
    while (!loop.idle) {
      loop.turn()
      await settle()
    }
    expect(ranInTurn).toEqual([0, 0, 0, 1, 1, 1, 2, 2])
    const codes = await Promise.all(answers.map(async (a) => ((await (await a).json()) as { code: number }).code))
    expect(codes).toEqual(Array(8).fill(0))
  })
})
