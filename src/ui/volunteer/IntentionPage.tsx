import { VolunteerListView } from './VolunteerListPage'

/** 意向志愿: the same list as the AI result, whichever way its rows were added. */
export default function IntentionPage() {
  return <VolunteerListView kind="intention" />
}
