import type { Container } from 'inversify'
import { Clock, EventBus, HttpApi, Navigator, PasswordDigester, Preferences, TokenStore } from '@/ports'
import { AnswerStream } from '@/ports/AnswerStream'
import { ImageEncoder } from '@/ports/ImageEncoder'
import { ProofSolver } from '@/ports/ProofSolver'
import type { PayWindows } from '@/ports/PayWindows'
import type { Timer } from '@/ports/Timer'
import type { Token } from '@/ui/ServiceContext'
import { forgetPassword } from '@/core/auth/forgetPassword'
import { loadAgreement } from '@/core/auth/loadAgreement'
import { loadCaptcha } from '@/core/auth/loadCaptcha'
import { loginWithPassword } from '@/core/auth/loginWithPassword'
import { loginWithSms } from '@/core/auth/loginWithSms'
import { logout } from '@/core/auth/logout'
import { logoutEverywhere } from '@/core/auth/logoutEverywhere'
import { register } from '@/core/auth/register'
import { sendSmsCode } from '@/core/auth/sendSmsCode'
import { restoreSmsCountdown, saveSmsCountdown } from '@/core/auth/smsCountdownStore'
import { addClassesToTarget } from '@/core/assessment/addClassesToTarget'
import { loadAssessment } from '@/core/assessment/loadAssessment'
import { reuseAssessment, submitAssessment } from '@/core/assessment/submitAssessment'
import { changeBatch } from '@/core/batch/changeBatch'
import { askQuestion } from '@/core/chat/askQuestion'
import { deleteGroup } from '@/core/chat/deleteGroup'
import { loadGroupTalks } from '@/core/chat/loadGroupTalks'
import { loadGroups } from '@/core/chat/loadGroups'
import { loadHotQuestions } from '@/core/chat/loadHotQuestions'
import { openAnswerStream } from '@/core/chat/openAnswerStream'
import { saveTalk } from '@/core/chat/saveTalk'
import { stopStream } from '@/core/chat/stopStream'
import { loadBatchChoices } from '@/core/batch/loadBatchChoices'
import { loadCohort } from '@/core/datav/loadCohort'
import { loadListCharts } from '@/core/datav/loadListCharts'
import { loadRankCurves } from '@/core/datav/loadRankCurves'
import { loadMenus } from '@/core/navigation/loadMenus'
import { checkCoupon } from '@/core/pay/checkCoupon'
import { confirmPayment } from '@/core/pay/confirmPayment'
import { loadMemberships } from '@/core/pay/loadMemberships'
import { loadOrder } from '@/core/pay/loadOrder'
import { loadOrders } from '@/core/pay/loadOrders'
import { payOrder } from '@/core/pay/payOrder'
import { placeOrder } from '@/core/pay/placeOrder'
import { bookConsultation } from '@/core/consult/bookConsultation'
import { cancelConsultation } from '@/core/consult/cancelConsultation'
import { loadExperts } from '@/core/consult/loadExperts'
import { loadMyConsultations } from '@/core/consult/loadMyConsultations'
import { loadSuperVipTerm } from '@/core/consult/loadSuperVipTerm'
import { submitCooperation } from '@/core/consult/submitCooperation'
import { loadSandboxOrder, settleSandboxOrder } from '@/core/pay/sandboxPayment'
import { changePassword } from '@/core/profile/changePassword'
import { loadHighSchoolOptions } from '@/core/profile/loadHighSchoolOptions'
import { loadInvitations } from '@/core/profile/loadInvitations'
import { loadProfile } from '@/core/profile/loadProfile'
import { loadScoreRatios } from '@/core/profile/loadScoreRatios'
import { saveProfile } from '@/core/profile/saveProfile'
import { uploadAvatar } from '@/core/profile/uploadAvatar'
import { loadMajorCatalog } from '@/core/school/loadMajorCatalog'
import { loadMajorCounts } from '@/core/school/loadMajorCounts'
import { loadMajorDetail } from '@/core/school/loadMajorDetail'
import { joinFromSchool } from '@/core/school/joinFromSchool'
import { loadSchoolChances } from '@/core/school/loadSchoolChances'
import { loadListStatus } from '@/core/home/loadListStatus'
import { loadPlaces } from '@/core/school/loadPlaces'
import { loadSchoolDetail } from '@/core/school/loadSchoolDetail'
import { loadRankYears, lookupScoreRank } from '@/core/school/lookupScoreRank'
import { searchSchools } from '@/core/school/searchSchools'
import { loadUser } from '@/core/session/loadUser'
import { loadSettings } from '@/core/settings/loadSettings'
import type { UseCase } from '@/core/useCase'
import { applyFix } from '@/core/volunteer/applyFix'
import { checkVolunteers } from '@/core/volunteer/checkVolunteers'
import { deleteVolunteer } from '@/core/volunteer/deleteVolunteer'
import { exportVolunteers } from '@/core/volunteer/exportVolunteers'
import { generateAiList } from '@/core/volunteer/generateAiList'
import { joinVolunteer } from '@/core/volunteer/joinVolunteer'
import { loadAiForm, loadPlanStatus } from '@/core/volunteer/loadAiForm'
import { loadPlanProvinces } from '@/core/volunteer/loadPlanProvinces'
import { loadPlans } from '@/core/volunteer/loadPlans'
import { loadVolunteers } from '@/core/volunteer/loadVolunteers'
import { reorderVolunteers } from '@/core/volunteer/reorderVolunteers'
import { saveAiTarget } from '@/core/volunteer/saveAiTarget'
import { loadSanyiCatalogue } from '@/core/sanyi/loadSanyiCatalogue'
import { loadSanyiPage } from '@/core/sanyi/loadSanyiPage'
import { addSanyiChoice, deleteSanyiChoice, editSanyiChoice, loadSanyiChoices, moveSanyiChoice } from '@/core/sanyi/sanyiChoices'
import { loadSanyiInputs, saveSanyiInputs } from '@/core/sanyi/sanyiInputs'

/** Gives each use case its ports once; the view models call the results (docs/ARCHITECTURE.md, "One composition root"). */
function withPorts<P, T extends Record<string, (deps: P, ...args: never[]) => unknown>>(ports: P, useCases: T): { [K in keyof T]: UseCase<T[K]> } {
  const bound = Object.entries(useCases).map(([name, run]) => [name, (...args: never[]) => run(ports, ...args)])
  return Object.fromEntries(bound) as { [K in keyof T]: UseCase<T[K]> }
}

export const sessionUseCases = (ports: { api: HttpApi; tokens: TokenStore }) =>
  withPorts(ports, { loadSettings, loadUser, loadMenus, logout, logoutEverywhere })

export const authUseCases = (ports: { api: HttpApi; tokens: TokenStore; digester: PasswordDigester; prefs: Preferences; clock: Clock; solver: ProofSolver }) =>
  withPorts(ports, {
    loginWithPassword,
    loginWithSms,
    register,
    forgetPassword,
    sendSmsCode,
    saveSmsCountdown,
    restoreSmsCountdown,
    loadCaptcha,
    loadAgreement,
  })

export const profileUseCases = (ports: { api: HttpApi; digester: PasswordDigester; images: ImageEncoder }) =>
  withPorts(ports, { loadProfile, loadScoreRatios, saveProfile, loadHighSchoolOptions, uploadAvatar, changePassword, loadInvitations })

export const batchUseCases = (ports: { api: HttpApi; events: EventBus; navigator: Navigator }) => withPorts(ports, { loadBatchChoices, changeBatch })

export const schoolUseCases = (ports: { api: HttpApi }) =>
  withPorts(ports, {
    searchSchools,
    loadPlaces,
    loadSchoolDetail,
    loadSchoolChances,
    joinFromSchool,
    loadMajorCatalog,
    loadMajorCounts,
    loadMajorDetail,
    loadRankYears,
    lookupScoreRank,
  })

export const homeUseCases = (ports: { api: HttpApi }) => withPorts(ports, { loadListStatus })

export const volunteerUseCases = (ports: { api: HttpApi; navigator: Navigator; clock: Clock }) =>
  withPorts(ports, {
    loadAiForm,
    loadPlanStatus,
    saveAiTarget,
    generateAiList,
    loadPlans,
    loadPlanProvinces,
    loadVolunteers,
    joinVolunteer,
    deleteVolunteer,
    reorderVolunteers,
    exportVolunteers,
    checkVolunteers,
    applyFix,
  })

export const chatUseCases = (ports: { api: HttpApi; stream: AnswerStream; tokens: TokenStore; clock: Clock }) =>
  withPorts(ports, { loadHotQuestions, loadGroups, loadGroupTalks, deleteGroup, askQuestion, openAnswerStream, saveTalk, stopStream })

export const payUseCases = (ports: { api: HttpApi }) =>
  withPorts(ports, { loadMemberships, checkCoupon, placeOrder, loadOrder, loadOrders, loadSandboxOrder, settleSandboxOrder })

/** Paying itself: bound with the purchase dialog (bindPayViewModels), the only user of the window and timer ports. */
export const paymentUseCases = (ports: { api: HttpApi; navigator: Navigator; windows: PayWindows; timer: Timer }) =>
  withPorts(ports, { payOrder, confirmPayment })

export const consultUseCases = (ports: { api: HttpApi }) =>
  withPorts(ports, { loadExperts, loadMyConsultations, bookConsultation, cancelConsultation, submitCooperation, loadSuperVipTerm })

export const assessmentUseCases = (ports: { api: HttpApi }) => withPorts(ports, { loadAssessment, submitAssessment, reuseAssessment, addClassesToTarget })

export const sanyiUseCases = (ports: { api: HttpApi }) =>
  withPorts(ports, {
    loadSanyiCatalogue,
    loadSanyiInputs,
    saveSanyiInputs,
    loadSanyiPage,
    loadSanyiChoices,
    addSanyiChoice,
    editSanyiChoice,
    deleteSanyiChoice,
    moveSanyiChoice,
  })

export const datavUseCases = (ports: { api: HttpApi }) => withPorts(ports, { loadRankCurves, loadListCharts, loadCohort })

export type UseCasePorts = Parameters<typeof authUseCases>[0] &
  Parameters<typeof profileUseCases>[0] &
  Parameters<typeof batchUseCases>[0] &
  Parameters<typeof chatUseCases>[0]

/** Every use case the screens call, bound to the app's ports. */
export function createUseCases(ports: UseCasePorts) {
  return {
    ...sessionUseCases(ports),
    ...authUseCases(ports),
    ...profileUseCases(ports),
    ...batchUseCases(ports),
    ...schoolUseCases(ports),
    ...homeUseCases(ports),
    ...volunteerUseCases(ports),
    ...chatUseCases(ports),
    ...payUseCases(ports),
    ...datavUseCases(ports),
    ...sanyiUseCases(ports),
    ...consultUseCases(ports),
    ...assessmentUseCases(ports),
  }
}

export type UseCases = ReturnType<typeof createUseCases>
export const UseCases = Symbol('UseCases') as Token<UseCases>

/** One set of bound use cases for the whole app, built when the first view model asks for it. */
export function bindUseCases(container: Container) {
  container
    .bind(UseCases)
    .toResolvedValue(
      (
        api: HttpApi,
        tokens: TokenStore,
        digester: PasswordDigester,
        prefs: Preferences,
        clock: Clock,
        events: EventBus,
        navigator: Navigator,
        images: ImageEncoder,
        stream: AnswerStream,
        solver: ProofSolver,
      ) => createUseCases({ api, tokens, digester, prefs, clock, events, navigator, images, stream, solver }),
      [HttpApi, TokenStore, PasswordDigester, Preferences, Clock, EventBus, Navigator, ImageEncoder, AnswerStream, ProofSolver],
    )
    .inSingletonScope()
}
