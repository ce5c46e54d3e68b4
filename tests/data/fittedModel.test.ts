import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { modelInputsOf } from '../../server/adapters/model/buildPlanCatalogue'
import { datasetAdmissionSource } from '../../server/adapters/model/datasetAdmissionSource'
import { readFitted, writeFitted } from '../../server/adapters/model/fittedParams'
import { PRIOR_PARAMS } from '@/core/domain/admission/modelParams'
import { DATA_DIR } from '../../server/cli/data/paths'

describe('the fitted model shipped with the dataset (data/model.json)', () => {
  it('was fitted by this model code on this dataset version, so servers skip the fit at start (else: npm run data:model)', () => {
    const src = datasetAdmissionSource(DATA_DIR)
    const inputs = modelInputsOf(src)
    expect(inputs).not.toBeNull()
    const fitted = readFitted(DATA_DIR, src.version, inputs!.forecastYear)
    expect(fitted, 'data/model.json is missing or stale: run `npm run data:model` and commit it').not.toBeNull()
    expect(fitted!.pit.length).toBeGreaterThan(2)
  })

  it('is ignored when the dataset version, the forecast year or the model code differ', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gk-fitted-'))
    try {
      writeFitted(dir, { datasetVersion: 'v1', codeHash: 'code-a', forecastYear: 2027, params: PRIOR_PARAMS })
      expect(readFitted(dir, 'v1', 2027, 'code-a')).toEqual(PRIOR_PARAMS)
      expect(readFitted(dir, 'v2', 2027, 'code-a')).toBeNull()
      expect(readFitted(dir, 'v1', 2028, 'code-a')).toBeNull()
      expect(readFitted(dir, 'v1', 2027, 'code-b')).toBeNull()
      expect(readFitted(dir, null, 2027, 'code-a')).toBeNull()
      expect(readFitted(join(dir, 'nowhere'), 'v1', 2027, 'code-a')).toBeNull()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
