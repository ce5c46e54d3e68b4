import * as plan from '@/ports/api/plan'
import { handle } from '../shared/handle'
import { checkVolunteers } from './checkVolunteers'

/** 智能审核: the check of the caller's list. */
export const checkHandlers = {
  ...handle(plan.volunteerCheck, checkVolunteers),
}
