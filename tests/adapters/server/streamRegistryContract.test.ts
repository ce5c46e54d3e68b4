import { afterEach, describe, expect, it } from 'vitest'
import { KyselyStreamRegistry } from '../../../server/adapters/db/KyselyStreamRegistry'
import { InMemoryStreamRegistry } from '../../../server/adapters/memory/InMemoryStreamRegistry'
import type { StreamRegistry } from '../../../server/ports/StreamRegistry'
import { ManualClock } from '@/adapters/fake/ManualClock'
import { sqlDatabases, type OpenedDatabase } from '../../support/sqlDatabases'

/** Resolves once the signal aborts; the test's own timeout fails it otherwise. */
const aborted = (signal: AbortSignal): Promise<void> =>
  signal.aborted ? Promise.resolve() : new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }))

interface Opened {
  registry(): Promise<StreamRegistry>
  close(): Promise<void>
}

const backends: { name: string; open(): Promise<Opened> }[] = [
  { name: 'InMemoryStreamRegistry', open: async () => ({ registry: async () => new InMemoryStreamRegistry(), close: async () => {} }) },
  ...sqlDatabases.map((kind) => ({
    name: `KyselyStreamRegistry on ${kind.name}`,
    async open(): Promise<Opened> {
      const opened = await kind.open()
      return { registry: async () => new KyselyStreamRegistry(opened.db, new ManualClock(), 10), close: () => opened.close() }
    },
  })),
]

describe.each(backends)('StreamRegistry contract: $name', (backend) => {
  let opened: Opened
  afterEach(async () => opened.close())

  it('a stop aborts the running answer and says there was one; a second stop finds none', async () => {
    opened = await backend.open()
    const streams = await opened.registry()
    const running = await streams.start(1)
    expect(running.signal.aborted).toBe(false)
    expect(await streams.stop(1)).toBe(true)
    expect(running.signal.aborted).toBe(true)
    expect(await streams.stop(1)).toBe(false)
  })

  it('a newer answer of the same user aborts the one before; other users’ answers run on', async () => {
    opened = await backend.open()
    const streams = await opened.registry()
    const first = await streams.start(1)
    const someoneElse = await streams.start(2)
    const second = await streams.start(1)
    expect(first.signal.aborted).toBe(true)
    expect(second.signal.aborted).toBe(false)
    expect(someoneElse.signal.aborted).toBe(false)
  })

  it('a finished answer is forgotten: a stop then finds nothing, and the old answer’s finish never forgets a newer one', async () => {
    opened = await backend.open()
    const streams = await opened.registry()
    const first = await streams.start(1)
    await streams.finish(1, first)
    expect(await streams.stop(1)).toBe(false)
    const old = await streams.start(1)
    const newer = await streams.start(1)
    await streams.finish(1, old)
    expect(await streams.stop(1)).toBe(true)
    expect(newer.signal.aborted).toBe(true)
  })
})

describe.each(sqlDatabases)('KyselyStreamRegistry across two processes on $name', (kind) => {
  let opened: OpenedDatabase
  afterEach(async () => opened.close())

  const twoProcesses = async (): Promise<[StreamRegistry, StreamRegistry]> => {
    opened = await kind.open()
    const clock = new ManualClock()
    return [new KyselyStreamRegistry(opened.db, clock, 10), new KyselyStreamRegistry(await opened.another(), clock, 10)]
  }

  it('a stop that lands on the other process aborts the answer where it runs', async () => {
    const [writer, other] = await twoProcesses()
    const running = await writer.start(7)
    expect(await other.stop(7)).toBe(true)
    await aborted(running.signal)
    expect(await writer.stop(7)).toBe(false)
  })

  it('a newer question on the other process aborts the answer still running here', async () => {
    const [writer, other] = await twoProcesses()
    const first = await writer.start(7)
    const second = await other.start(7)
    await aborted(first.signal)
    expect(second.signal.aborted).toBe(false)
    // The replaced answer's finish leaves the newer one registered.
    await writer.finish(7, first)
    expect(await writer.stop(7)).toBe(true)
    await aborted(second.signal)
  })

  it('a newer answer that already ended elsewhere still ends the replaced one', async () => {
    const [writer, other] = await twoProcesses()
    const first = await writer.start(7)
    const second = await other.start(7)
    await other.finish(7, second)
    await aborted(first.signal)
  })
})
