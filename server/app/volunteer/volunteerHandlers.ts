import * as plan from '@/ports/api/plan'
import { handle } from '../shared/handle'
import { deleteVolunteer } from './deleteVolunteer'
import { exportVolunteers } from './exportVolunteers'
import { joinVolunteer } from './joinVolunteer'
import { moveVolunteer } from './moveVolunteer'
import { planCities } from './planCities'
import { planPage } from './planPage'
import { planProvinces } from './planProvinces'
import { planSchoolInfo } from './planSchoolInfo'
import { planSchools } from './planSchools'
import { planStatus } from './planStatus'
import { recommendedPlanPage } from './recommendedPlanPage'
import { reorderVolunteers } from './reorderVolunteers'
import { volunteerCount } from './volunteerCount'
import { volunteerNum } from './volunteerNum'
import { volunteerSorted } from './volunteerSorted'

/** The plan pages (search, recommended, places, schools, data status), the volunteer list's edits and its export. */
export const volunteerHandlers = {
  ...handle(plan.planPage, planPage),
  ...handle(plan.recommendedPlanPage, recommendedPlanPage),
  ...handle(plan.planPage2, planPage),
  ...handle(plan.planTest, planStatus),
  ...handle(plan.planProvinces, planProvinces),
  ...handle(plan.planCities, planCities),
  ...handle(plan.planSchools, planSchools),
  ...handle(plan.planSchoolInfo, planSchoolInfo),
  ...handle(plan.volunteerJoin, joinVolunteer),
  ...handle(plan.volunteerDelete, deleteVolunteer),
  ...handle(plan.volunteerOrder, moveVolunteer),
  ...handle(plan.volunteerReorder, reorderVolunteers),
  ...handle(plan.volunteerNum, volunteerNum),
  ...handle(plan.volunteerCount, volunteerCount),
  ...handle(plan.volunteerSorted, volunteerSorted),
  ...handle(plan.volunteerList, volunteerSorted),
  ...handle(plan.volunteerExport, exportVolunteers),
}
