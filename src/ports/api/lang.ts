/** The three interface languages, in the spec's key form (zh_CN, not zh-CN). */
export type Lang = 'zh_CN' | 'zh_TW' | 'en'
