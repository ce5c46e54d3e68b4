import { observer } from 'mobx-react-lite'
import { lazy } from 'react'
import { ProfileTokens } from '../profile/profileTokens'
import { PayTokens } from '../pay/payTokens'
import { WhenOpened } from '../components/WhenOpened'
import { lazyLoaded } from '../lazyLoaded'
import { loginDialogLoader } from '../screenLoaders'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'

const LoginDialog = lazyLoaded(loginDialogLoader, (m) => m.LoginDialog)
const AgreementDialog = lazy(() => import('../auth/AgreementDialog').then((m) => ({ default: m.AgreementDialog })))
const PayDialog = lazy(() => import('../pay/PayDialog').then((m) => ({ default: m.PayDialog })))
const BatchChooserDialog = lazy(() => import('../batch/BatchChooserDialog').then((m) => ({ default: m.BatchChooserDialog })))
const ThemeDrawer = lazy(() => import('./ThemeDrawer').then((m) => ({ default: m.ThemeDrawer })))

/** The sign-in and 服务协议 dialogs, loaded when first opened. */
export const AuthDialogs = observer(function AuthDialogs() {
  const login = useService(UiTokens.login)
  const agreement = useService(UiTokens.agreement)
  return (
    <>
      <WhenOpened open={login.open}>
        <LoginDialog />
      </WhenOpened>
      <WhenOpened open={agreement.open}>
        <AgreementDialog />
      </WhenOpened>
    </>
  )
})

/** The purchase, batch and theme dialogs of the signed-in shell, loaded when first opened. */
export const ShellDialogs = observer(function ShellDialogs() {
  const pay = useService(PayTokens.pay)
  const batch = useService(ProfileTokens.batchChooser)
  const theme = useService(UiTokens.theme)
  return (
    <>
      <WhenOpened open={pay.open}>
        <PayDialog />
      </WhenOpened>
      <WhenOpened open={batch.open || batch.belowLineOpen}>
        <BatchChooserDialog />
      </WhenOpened>
      <WhenOpened open={theme.drawerOpen}>
        <ThemeDrawer />
      </WhenOpened>
    </>
  )
})
