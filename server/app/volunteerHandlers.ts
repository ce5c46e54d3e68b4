import * as aiMsg from '@/ports/api/aiMsg'
import * as plan from '@/ports/api/plan'
import { aiTargetDetail, deleteAiTarget, saveAiTarget } from './aiMsgTarget'
import { handle, type Handler } from './outcome'
import { planCities, planPage, planProvinces, planSchoolInfo, planSchools, planStatus, recommendedPlanPage } from './planPages'
import { joinAi } from './volunteerAi'
import { checkVolunteers } from './volunteerCheck'
import { exportVolunteers } from './volunteerExport'
import { deleteVolunteer, joinVolunteer, moveVolunteer, reorderVolunteers, volunteerCount, volunteerNum, volunteerSorted } from './volunteerList'

/** Issue 5: AI target, plan pages, the volunteer list, the one-click list, the check and the export. */
export const volunteerHandlers: Record<string, Handler> = {
  ...handle(aiMsg.addAiTarget, saveAiTarget),
  ...handle(aiMsg.aiTarget, aiTargetDetail),
  ...handle(aiMsg.deleteAiTarget, deleteAiTarget),
  ...handle(plan.planPage, planPage),
  ...handle(plan.planPage1, recommendedPlanPage),
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
  ...handle(plan.joinAi, joinAi),
  ...handle(plan.volunteerCheck, checkVolunteers),
  ...handle(plan.volunteerExport, exportVolunteers),
}
