// opencc-js ships types for its entry points only; its dictionaries are plain `"from to|from to"` strings.
declare module 'opencc-js/dict/*' {
  const dictionary: string
  export default dictionary
}
