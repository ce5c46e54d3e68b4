import * as sanyi from '@/ports/api/sanyi'
import { handle } from '../shared/handle'
import { addSanyiChoice, deleteSanyiChoice, editSanyiChoice, listSanyiChoices, reorderSanyiChoices } from './sanyiChoices'
import { saveSanyiInputs, sanyiInputs } from './sanyiInputs'
import { listSanyiSchools } from './listSanyiSchools'
import { sanyiPageList } from './sanyiPageList'

/** 三位一体: the catalogue, the paid reference list, the calculator's inputs and the intention list. */
export const sanyiHandlers = {
  ...handle(sanyi.sanyiSchools, listSanyiSchools),
  ...handle(sanyi.sanyiPageList, sanyiPageList),
  ...handle(sanyi.sanyiInputs, sanyiInputs),
  ...handle(sanyi.sanyiSaveInputs, saveSanyiInputs),
  ...handle(sanyi.sanyiMine, listSanyiChoices),
  ...handle(sanyi.sanyiAddMine, addSanyiChoice),
  ...handle(sanyi.sanyiEditMine, editSanyiChoice),
  ...handle(sanyi.sanyiDeleteMine, deleteSanyiChoice),
  ...handle(sanyi.sanyiReorderMine, reorderSanyiChoices),
}
