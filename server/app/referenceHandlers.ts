import * as school from '@/ports/api/school'
import type { ServerDeps } from '../ports/ServerDeps'
import type { ReferenceData } from '../ports/ReferenceData'
import { fail, handle, ok, type Outcome } from './outcome'
import { searchSchools } from './searchSchools'
import { schoolDetail } from './schoolDetail'
import { equalRank, scoreRankLookup } from './scoreRankLookup'
import { majorCatalog, majorCounts, majorDetail } from './majorCatalog'

/** Runs a use case when the dataset is wired in; without it the endpoint honestly says "coming soon". */
function withRef<I, O>(run: (ref: ReferenceData, input: I) => Promise<O | null>) {
  return async (deps: ServerDeps, input: I): Promise<Outcome<O>> => {
    if (!deps.reference) return fail('common.notYet')
    const value = await run(deps.reference, input)
    return value === null ? fail('common.notFound') : ok(value)
  }
}

export const referenceHandlers = {
  ...handle(school.schoolSearch, withRef(searchSchools)),
  ...handle(school.schoolSearchAdmin, withRef(searchSchools)),
  ...handle(school.schoolDetail, withRef((ref, q) => schoolDetail(ref, q.schoolId))),
  ...handle(school.majorCatalog, withRef((ref) => majorCatalog(ref))),
  ...handle(school.majorDetail, withRef((ref, q) => majorDetail(ref, q.majorCode))),
  ...handle(school.provinceCityNum, withRef((ref, q) => ref.countByPlace(q))),
  ...handle(school.majorNum, withRef((ref) => majorCounts(ref))),
  ...handle(school.scoreRank, withRef(scoreRankLookup)),
  ...handle(school.equalRankScore, withRef(equalRank)),
  ...handle(school.batchLines, withRef((ref, q) => ref.batchLines(q.year))),
  ...handle(school.dataTime, withRef(async (ref) => {
    const [rankYears, cutoffYears] = await Promise.all([ref.rankYears(), ref.cutoffYears()])
    return { year: rankYears[rankYears.length - 1] ?? 0, version: (await ref.version()) ?? '', rankYears, cutoffYears }
  })),
}
