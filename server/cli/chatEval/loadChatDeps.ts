import { InMemoryReferenceData } from '../../adapters/memory/InMemoryReferenceData'
import { createMemoryRepos } from '../../adapters/memory/createMemoryRepos'
import { datasetAdmissionSource } from '../../adapters/model/datasetAdmissionSource'
import { LazyAdmissionModel } from '../../adapters/model/LazyAdmissionModel'
import type { ChatToolDeps } from '../../app/chat/tools/chatTools'
import { readDataset, readManifest } from '../data/readDataset'

export type Dataset = ReturnType<typeof readDataset>

/** The whole shipped dataset behind the in-memory ports, and the model fitted on it, as the server would have them. */
export function loadChatDeps(dir: string): { deps: ChatToolDeps; ds: Dataset } {
  const ds = readDataset(dir)
  const reference = new InMemoryReferenceData({
    version: readManifest(dir).version,
    schools: ds.schools.map((s) => ({
      code: s.code,
      moeCode: s.moeCode || null,
      name: s.name,
      province: s.province || null,
      city: s.city || null,
      level: s.level || null,
      nature: s.nature || null,
      affiliation: s.affiliation || null,
      is985: s.is985,
      is211: s.is211,
      isC9: s.isC9,
      doubleFirst: s.doubleFirst || null,
      ruankeRank: s.ruankeRank,
      website: s.website || null,
      pinyin: s.pinyin,
      initials: s.initials,
      aliases: s.aliases,
    })),
    cutoffs: ds.toudang.map(({ schoolName: _, ...r }) => r),
    plans: ds.plans.map(
      ({
        year,
        schoolCode,
        majorCode,
        majorName,
        majorKey,
        plan,
        requirement,
        rule,
        tuition,
        length,
        city,
        sinoForeign,
        teacher,
        directed,
        medical,
        note,
      }) => ({
        year,
        schoolCode,
        majorCode,
        majorName,
        majorKey,
        plan,
        requirement,
        rule,
        tuition,
        length,
        city,
        sinoForeign,
        teacher,
        directed,
        medical,
        note,
      }),
    ),
    majors: ds.majors.map(({ catalogs: _, ...m }) => m),
    rank: ds.rank.map(({ year, score, count, rank, atOrAbove }) => ({ year, score, count, rank, atOrAbove })),
    batchLines: ds.batchLines,
    regions: ds.regions,
  })
  const stores = createMemoryRepos()
  const model = new LazyAdmissionModel(async () => datasetAdmissionSource(dir))
  return { deps: { reference, repos: stores.repos, volunteer: { model, lists: stores.volunteer.lists } }, ds }
}
