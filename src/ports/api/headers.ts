/** Header names of the API (apart from the contract's schemas: the entry sends the first calls without zod). */
export const Headers = {
  token: 'qiren-token',
  refreshedToken: 'token',
  deviceId: 'deviceId',
  forwardedFor: 'x-forwarded-for',
  language: 'accept-language',
} as const
