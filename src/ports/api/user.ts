import { z } from 'zod'
import { deferred } from './deferred'
import { numeric } from './wireValues'
import { endpoint } from './endpoint'
import { FIRST_CALL_PATHS } from './firstCallPaths'
import { Empty, Id, LoginUser, Phone, UserIdField } from './schemas'

/** The client sends md5(password + salt) as 32 lowercase hex digits, never the password itself. */
export const PasswordDigest = deferred(() => z.string().regex(/^[0-9a-f]{32}$/, 'login.passwordRequired'))
const uuid = deferred(() => z.string().min(8, 'login.captchaRequired').max(64, 'common.tooLong'))
const inviteCode = deferred(() => z.string().max(32, 'common.tooLong').optional())
/** A solved proof-of-work challenge (base64 JSON), sent again with an attempt the server answered with code 428. */
const proof = deferred(() => z.string().max(2000, 'common.tooLong').optional())
const smsCode = deferred(() => z.string().trim().min(1, 'login.smsCodeRequired').max(6, 'login.smsCodeWrong'))

export const captchaImage = endpoint(
  'captchaImage',
  'GET',
  FIRST_CALL_PATHS.captcha,
  () => z.object({ uuid }),
  () => z.instanceof(Uint8Array),
  {
    auth: false,
    response: 'image',
  },
)

export const passwordLogin = endpoint(
  'passwordLogin',
  'POST',
  '/api/v2/user/login',
  () =>
    z.object({
      account: z.string().trim().min(1, 'login.accountRequired').max(32, 'common.tooLong'),
      password: PasswordDigest,
      code: z.string().trim().min(1, 'login.captchaRequired').max(8, 'login.captchaWrong'),
      uuid,
      addCode: inviteCode,
      otherPassword: z.string().max(64).optional(),
      type: numeric(z.number().int()).default(1),
      proof,
    }),
  () => z.object({ loginUser: LoginUser, token: z.string() }),
  { auth: false },
)

export const phoneLogin = endpoint(
  'phoneLogin',
  'POST',
  '/api/v2/user/phoneLogin',
  () => z.object({ phone: Phone, smsCode, addCode: inviteCode, proof }),
  () => z.object({ loginUserDTO: LoginUser, accessToken: z.string() }),
  { auth: false },
)

/** Path not shown in the spec; chosen here. */
export const sendSms = endpoint(
  'sendSms',
  'POST',
  '/api/v2/user/sendSms',
  () => z.object({ phone: Phone, proof }),
  () => z.object({ resendAfterSeconds: z.number().int() }),
  {
    auth: false,
  },
)

/**
 * Not in the spec; chosen here (issue 34). A proof-of-work challenge (ALTCHA's fields) for an attempt the server
 * answered with code 428: its work grows with the attempts at the phone, so the guesser pays, not the owner.
 */
export const proofChallenge = endpoint(
  'proofChallenge',
  'POST',
  '/api/v2/user/challenge',
  () => z.object({ purpose: z.enum(['sms', 'password', 'code']), phone: Phone }),
  () => z.object({ algorithm: z.string(), challenge: z.string(), maxnumber: z.number().int(), salt: z.string(), signature: z.string() }),
  { auth: false },
)

/** Path not shown in the spec; chosen here. p1/p2 are password digests like the login's. */
export const register = endpoint(
  'register',
  'POST',
  '/api/v2/user/register',
  () =>
    z.object({
      phone: Phone,
      code: smsCode,
      examNum: z
        .string()
        .trim()
        .regex(/^(\d{10,14})?$/, 'register.examNumInvalid')
        .optional(),
      p1: PasswordDigest,
      p2: PasswordDigest,
      type: numeric(z.number().int()).default(1),
      addCode: inviteCode,
      proof,
    }),
  () => z.object({ loginUser: LoginUser, token: z.string() }),
  { auth: false },
)

/** Path not shown in the spec; chosen here. */
export const forgetPassword = endpoint(
  'forgetPassword',
  'POST',
  '/api/v2/user/forget',
  () => z.object({ phone: Phone, smsCode, password: PasswordDigest, password1: PasswordDigest, proof }),
  () => z.null(),
  { auth: false },
)

export const logout = endpoint(
  'logout',
  'GET',
  '/api/v2/user/logoutUser',
  () => Empty,
  () => z.null(),
)

/** Not in the spec; chosen here (issue 15): ends every session of the account, this one included. */
export const logoutEverywhere = endpoint(
  'logoutEverywhere',
  'POST',
  '/api/v2/user/logoutAll',
  () => Empty,
  () => z.object({ ended: z.number().int() }),
)

export const listInvitation = endpoint(
  'listInvitation',
  'GET',
  '/api/v2/user/listInvitation',
  () => z.object({ userId: UserIdField }),
  () => z.array(z.object({ id: z.number().int(), phone: z.string(), createdAt: z.string() })),
)
export const inviteCodeOf = endpoint(
  'inviteCodeOf',
  'GET',
  '/api/v2/user/addCode',
  () => z.object({ userId: UserIdField }),
  () => z.string(),
)
export const isReadType = endpoint(
  'isReadType',
  'GET',
  '/api/v2/user/isReadType',
  () => z.object({ userId: UserIdField }),
  () => z.number().int(),
)
export const userCount = endpoint(
  'userCount',
  'GET',
  '/api/v2/user/getUserCount',
  () => Empty,
  () => z.number().int(),
  { auth: false },
)

export const changePassword = endpoint(
  'changePassword',
  'POST',
  '/api/v2/user/updPassWord',
  () => z.object({ oldPassword: PasswordDigest, newPassword: PasswordDigest, userId: UserIdField }),
  () => z.null(),
)
/** Change password with an SMS code instead of the old password. */
export const changePasswordBySms = endpoint(
  'changePasswordBySms',
  'POST',
  '/api/v2/user/updPassSmall',
  () => z.object({ smsCode, newPassword: PasswordDigest, userId: UserIdField }),
  () => z.null(),
)
export const checkUser = endpoint(
  'checkUser',
  'POST',
  '/api/v2/user/check',
  () => z.object({ userId: UserIdField }),
  () => z.boolean(),
)
export const updateProfile = endpoint(
  'updateProfile',
  'POST',
  '/api/v2/user/updPass',
  // A data URL of at most 2 MB of image: base64 makes that about 2.8 million characters.
  () =>
    z.object({
      nickName: z.string().max(32, 'common.tooLong').optional(),
      avatar: z.string().max(2_800_100, 'image.tooLarge').optional(),
      userId: UserIdField,
    }),
  () => z.null(),
)
export const updateStudentBatch = endpoint(
  'updateStudentBatch',
  'POST',
  '/api/v2/user/upd/studentBacth',
  () => z.object({ batchId: Id, userId: UserIdField, artTypeName: z.string().max(32).optional() }),
  () => z.null(),
)
export const aliCode = endpoint(
  'aliCode',
  'GET',
  '/api/ali-code/code1',
  () => Empty,
  () => z.string(),
)
