import * as consult from '@/ports/api/consult'
import { handle } from '../shared/handle'
import { bookConsultation } from './bookConsultation'
import { cancelConsultation } from './cancelConsultation'
import { listExperts } from './listExperts'
import { myConsultations } from './myConsultations'
import { submitCooperation } from './submitCooperation'

/** Expert consultation and the cooperation form; operators work through `npm run admin` (server/cli/runConsultAdmin.ts). */
export const consultHandlers = {
  ...handle(consult.expertList, listExperts),
  ...handle(consult.consultBook, bookConsultation),
  ...handle(consult.consultMine, myConsultations),
  ...handle(consult.consultCancel, cancelConsultation),
  ...handle(consult.cooperationAdd, submitCooperation),
}
