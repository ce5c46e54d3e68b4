import * as school from '@/ports/api/school'
import { handle } from '../shared/handle'
import { batchLines } from './batchLines'
import { dataTime } from './dataTime'
import { equalRank } from './equalRank'
import { highSchoolAreas } from './highSchoolAreas'
import { highSchoolCities } from './highSchoolCities'
import { highSchools } from './highSchools'
import { majorCatalog } from './majorCatalog'
import { majorCounts } from './majorCounts'
import { majorDetail } from './majorDetail'
import { placeCounts } from './placeCounts'
import { schoolChances } from './schoolChances'
import { schoolDetail } from './schoolDetail'
import { scoreRankLookup } from './scoreRankLookup'
import { searchSchools } from './searchSchools'

/** The shipped Zhejiang dataset: schools, majors, 一分一段, batch lines, and the places of the profile form. */
export const referenceHandlers = {
  ...handle(school.schoolSearch, searchSchools),
  ...handle(school.schoolSearchAdmin, searchSchools),
  ...handle(school.schoolDetail, schoolDetail),
  ...handle(school.schoolChances, schoolChances),
  ...handle(school.majorCatalog, majorCatalog),
  ...handle(school.majorDetail, majorDetail),
  ...handle(school.provinceCityNum, placeCounts),
  ...handle(school.majorNum, majorCounts),
  ...handle(school.scoreRank, scoreRankLookup),
  ...handle(school.equalRankScore, equalRank),
  ...handle(school.batchLines, batchLines),
  ...handle(school.dataTime, dataTime),
  ...handle(school.highSchoolCities, highSchoolCities),
  ...handle(school.highSchoolAreas, highSchoolAreas),
  ...handle(school.highSchools, highSchools),
}
