// Made when the app is built or served (tools/taiwanPhrases.ts): the simplified → traditional phrases toTaiwan needs.
declare module 'virtual:taiwan-phrases' {
  export const TAIWAN_PHRASES: string
}
