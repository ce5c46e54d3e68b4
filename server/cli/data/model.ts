import { parseArgs } from 'node:util'
import { fitModel } from '@/core/domain/admission/fitModel'
import { modelInputsOf } from '../../adapters/model/buildPlanCatalogue'
import { datasetAdmissionSource } from '../../adapters/model/datasetAdmissionSource'
import { FITTED_FILE, modelCodeHash, writeFitted } from '../../adapters/model/fittedParams'
import { optionText } from '../optionText'
import { dataDirFrom } from './paths'

// npm run data:model [-- --out DIR]: fits the admission model on the dataset in DIR (data/ by default) and
// writes DIR/model.json, so a server starting on this dataset version and this model code skips the fit.
// Run it after data:build or data:import, and after changing src/core/domain/admission (a test says when).
const dir = dataDirFrom(optionText(parseArgs({ options: { out: { type: 'string' } }, strict: false }).values.out))
const started = performance.now()
const src = datasetAdmissionSource(dir)
const inputs = modelInputsOf(src)
if (!inputs || !src.version) {
  console.error(`${dir} has no plan or no manifest version: nothing to fit`)
  process.exit(1)
}
const params = fitModel(inputs.data, inputs.forecastYear)
writeFitted(dir, { datasetVersion: src.version, codeHash: modelCodeHash(), forecastYear: inputs.forecastYear, params })
console.log(`model fitted on dataset ${src.version} for ${inputs.forecastYear}: ${dir}/${FITTED_FILE} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
