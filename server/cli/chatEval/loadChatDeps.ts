import { InMemoryReferenceData } from '../../adapters/memory/InMemoryReferenceData'
import { createMemoryRepos } from '../../adapters/memory/createMemoryRepos'
import { datasetModel } from '../../adapters/model/datasetModel'
import type { ChatToolDeps } from '../../app/chat/tools/chatTools'
import { readDataset, readManifest } from '../data/readDataset'
import { snapshotOfDataset } from '../data/snapshotOfDataset'

export type Dataset = ReturnType<typeof readDataset>

/**
 * The whole shipped dataset behind the in-memory ports, and the model fitted on it, as the server would have them:
 * the parameters shipped beside the dataset when they were fitted by this code on this version, a fit otherwise.
 */
export function loadChatDeps(dir: string): { deps: ChatToolDeps; ds: Dataset } {
  const ds = readDataset(dir)
  const reference = new InMemoryReferenceData(snapshotOfDataset(ds, readManifest(dir).version))
  const stores = createMemoryRepos()
  const model = datasetModel(dir)
  return { deps: { reference, repos: stores.repos, volunteer: { model, lists: stores.volunteer.lists } }, ds }
}
