import type { volunteerMessages_zh_CN } from './volunteerMessages.zh_CN'

/** The words of volunteerMessages.zh_CN.ts in English, key for key (a missing or extra key does not type-check). */
export const volunteerMessages_en: Record<keyof typeof volunteerMessages_zh_CN, string> = {
  'volunteer.badPlanId': 'The programme id is not valid',
  'volunteer.dataInconsistent': 'Data inconsistent!',
  'volunteer.targetParseFailed': 'Target major parse failed!',
  'volunteer.noRank': 'Please enter your scores and choose a batch first',
  'volunteer.noPlan': 'There is no admissions plan for this batch yet',
  'volunteer.unknownPlan': "This programme is not in this year's plan",
  'volunteer.duplicate': 'This programme is already in your list (choice {{index}})',
  'volunteer.full': 'A list holds at most {{max}} programmes; remove one first',
  'volunteer.notFound': 'This choice does not exist or was removed',
  'volunteer.orderMismatch': 'The new order does not match your current list; reload and try again',
  'volunteer.emptyList': 'Your list is empty; add programmes first',
  'volunteer.noCandidates':
    'No programme meets your subjects and all your conditions with a real chance. Relax the conditions (ruled-out kinds, places, school level, budget) or check your scores and batch.',
  'volunteer.belowFirstLine':
    'Your total of {{score}} (rank {{rank}}) is below the {{year}} first-segment line of {{line}}, so the first segment holds no chance. Change your batch to the ordinary second segment and we will list what you can apply for there.',
  'access.needAi': 'This needs the AI volunteer service (base or Premium membership)',
  'access.needSuper': 'This needs the Premium membership',
  'access.needCheck': 'No volunteer checks left; buy the volunteer check service',
}
