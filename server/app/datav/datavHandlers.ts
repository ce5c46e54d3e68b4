import * as datav from '@/ports/api/datav'
import { handle } from '../shared/handle'
import { cohortOverview } from './cohortOverview'
import { listCharts } from './listCharts'
import { rankCurves } from './rankCurves'

/** The data-visualisation pages: 一分一段 curves, the student's list as charts, the cohort in aggregate. */
export const datavHandlers = {
  ...handle(datav.datavRankCurves, rankCurves),
  ...handle(datav.datavListCharts, listCharts),
  ...handle(datav.datavCohort, cohortOverview),
}
