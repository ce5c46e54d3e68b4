import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TurnTakingGate } from '../../server/http/TurnTakingGate'
import { ManualEventLoop, settle } from '../support/ManualEventLoop'

const BUDGET = 5

/** A call costs `cost` ms of one thread when admitted; `held` calls then wait for I/O until the test releases them. */
type Step = { arrive: { cost: number; held: boolean } } | { turn: true } | { release: true }

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ cost: fc.integer({ min: 0, max: 8 }), held: fc.boolean() }).map((arrive) => ({ arrive })) },
  { weight: 2, arbitrary: fc.constant({ turn: true as const }) },
  { weight: 1, arbitrary: fc.constant({ release: true as const }) },
)

describe('TurnTakingGate', () => {
  it('admits in arrival order, never more than atOnce, starts no call once a turn has spent its budget, and admits everyone', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), fc.array(step, { minLength: 1, maxLength: 80 }), async (atOnce, steps) => {
        const loop = new ManualEventLoop()
        const gate = new TurnTakingGate(atOnce, BUDGET, loop)
        const admitted: number[] = []
        const holding: number[] = []
        /** The clock at the first admission of each turn (a turn runs from one loop turn to the next). */
        const firstStartInTurn = new Map<number, number>()
        let arrivals = 0
        let mostBusy = 0
        const overBudget: object[] = []
        const arrive = (cost: number, held: boolean) => {
          const n = arrivals++
          void gate.enter().then(() => {
            const turn = loop.turns
            if (!firstStartInTurn.has(turn)) firstStartInTurn.set(turn, loop.clock)
            // The budget: no call starts once the work started in this turn has reached it.
            if (loop.clock - firstStartInTurn.get(turn)! >= BUDGET) overBudget.push({ n, turn, at: loop.clock, steps: JSON.stringify(steps) })
            admitted.push(n)
            mostBusy = Math.max(mostBusy, gate.busy)
            loop.clock += cost
            if (held) holding.push(n)
            else gate.leave()
          })
        }
        for (const s of steps) {
          if ('arrive' in s) arrive(s.arrive.cost, s.arrive.held)
          else if ('turn' in s) loop.turn()
          else if (holding.length > 0) {
            holding.shift()
            gate.leave()
          }
          await settle()
        }
        // Everyone gets in once the held calls finish and the loop goes on turning.
        for (let guard = 0; admitted.length < arrivals && guard < 10 * arrivals + 10; guard++) {
          // As on a real loop, promise callbacks run to the end before the next turn.
          while (holding.length > 0) {
            holding.shift()
            gate.leave()
            await settle()
          }
          loop.turn()
          await settle()
        }
        expect(overBudget).toEqual([])
        expect(mostBusy).toBeLessThanOrEqual(atOnce)
        expect(admitted).toEqual(Array.from({ length: arrivals }, (_, n) => n))
      }),
      { numRuns: 300 },
    )
  })

  it('runs a call at once on an idle loop, without waiting for a turn', async () => {
    const loop = new ManualEventLoop()
    const gate = new TurnTakingGate(4, BUDGET, loop)
    let ran = false
    void gate.enter().then(() => (ran = true))
    await settle()
    expect(ran).toBe(true)
  })

  it('lets the loop turn between calls that arrived together once they have used the budget', async () => {
    const loop = new ManualEventLoop()
    const gate = new TurnTakingGate(32, BUDGET, loop)
    const turnOf: number[] = []
    // Ten 2-ms calls arrive while the loop reads sockets, each read's promise callbacks running before the next:
    // three fit in the budget (started at 0, 2 and 4 ms), the rest wait.
    for (let n = 0; n < 10; n++) {
      void gate.enter().then(() => {
        turnOf.push(loop.turns)
        loop.clock += 2
        gate.leave()
      })
      await settle()
    }
    expect(turnOf).toEqual([0, 0, 0])
    loop.turn()
    await settle()
    expect(turnOf).toEqual([0, 0, 0, 1, 1, 1])
    while (!loop.idle) {
      loop.turn()
      await settle()
    }
    expect(turnOf).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2, 3])
  })

  it('refuses nonsense settings and a release without an admission', () => {
    expect(() => new TurnTakingGate(0, BUDGET)).toThrow(/at least one call/)
    expect(() => new TurnTakingGate(1, 0)).toThrow(/budget must be positive/)
    expect(() => new TurnTakingGate(1, BUDGET).leave()).toThrow(/left more often/)
  })
})
