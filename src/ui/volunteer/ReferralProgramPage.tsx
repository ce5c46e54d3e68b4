import { ReferralProgramPage } from './PlanSearchPage'

export default ReferralProgramPage
