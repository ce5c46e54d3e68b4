import { describe, expect, it } from 'vitest'
import { FollowingAdmissionModel } from '../../../server/adapters/model/FollowingAdmissionModel'
import type { AdmissionModel, PlanCatalogue } from '../../../server/ports/AdmissionModel'

/** A model whose build the test finishes by hand: the catalogue names the folder it was built from. */
function manualModels() {
  const builds = new Map<string, (ok: boolean) => void>()
  const made: string[] = []
  const make = (dir: string): AdmissionModel => {
    made.push(dir)
    const built = new Promise<PlanCatalogue | null>((done) => builds.set(dir, (ok) => done(ok ? ({ version: dir } as PlanCatalogue) : null)))
    return { catalogue: () => built }
  }
  return { make, made, finish: (dir: string, ok = true) => builds.get(dir)?.(ok) }
}

/** Lets the background build's continuation run (no clock involved: the next turn of the event loop). */
const settled = () => new Promise((done) => setImmediate(done))

/**
 * A running server's admission model (the lists, the chances) after `data:import` or `data:rollback`
 * changes DATA_DIR's current version: it follows, without a restart, the way the reference data does.
 */
describe('the admission model of the served dataset', () => {
  it('builds the new folder in the background, answering from the old one until it is ready', async () => {
    let clock = 0
    let served = 'shipped'
    const models = manualModels()
    const model = new FollowingAdmissionModel(() => served, models.make, { checkEveryMs: 10_000, now: () => clock })
    models.finish('shipped')
    expect((await model.catalogue())?.version).toBe('shipped')

    served = 'versions/a'
    clock += 9_999
    expect((await model.catalogue())?.version).toBe('shipped')
    expect(models.made).toEqual(['shipped'])
    clock += 1
    expect((await model.catalogue())?.version).toBe('shipped')
    expect(models.made).toEqual(['shipped', 'versions/a'])
    models.finish('versions/a')
    await settled()
    expect((await model.catalogue())?.version).toBe('versions/a')

    served = 'shipped'
    clock += 10_000
    await model.catalogue()
    models.finish('shipped')
    await settled()
    expect((await model.catalogue())?.version).toBe('shipped')
  })

  it('keeps the model it has when the new folder cannot be built or read, and tries again later', async () => {
    let clock = 0
    let served: () => string = () => 'shipped'
    const models = manualModels()
    const model = new FollowingAdmissionModel(() => served(), models.make, { checkEveryMs: 10_000, now: () => clock })
    models.finish('shipped')
    served = () => {
      throw new Error('DATA_DIR/dataset/current names a version that is not there')
    }
    clock += 10_000
    expect((await model.catalogue())?.version).toBe('shipped')
    served = () => 'versions/broken'
    clock += 10_000
    await model.catalogue()
    models.finish('versions/broken', false)
    await settled()
    expect((await model.catalogue())?.version).toBe('shipped')
    clock += 10_000
    await model.catalogue()
    expect(models.made).toEqual(['shipped', 'versions/broken', 'versions/broken'])
  })
})
