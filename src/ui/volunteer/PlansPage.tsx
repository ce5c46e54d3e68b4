import { PlansPage } from './PlanSearchPage'

export default PlansPage
