import type { Lang } from './lang'

/**
 * Words of the chat assistant: answer templates (figures arrive as parameters, from the tools), what it
 * says when it has no figure, and the short rule texts it quotes. Templates hold no digits of their own,
 * so every number in an answer comes from a tool; the rule texts are the one exception, as they are the
 * ruleText tool's result.
 */
export const chatMessages = {
  'chat.reasoning': {
    zh_CN: '理解为：{{intent}}{{facts}}。调用：{{tools}}。',
    zh_TW: '理解為：{{intent}}{{facts}}。調用：{{tools}}。',
    en: 'Understood as: {{intent}}{{facts}}. Tools: {{tools}}.',
  },
  'chat.reasoning.none': { zh_CN: '无', zh_TW: '無', en: 'none' },
  'chat.remote.fallback': {
    zh_CN: '（大模型暂时没有响应，改由内置助手回答。）',
    zh_TW: '（大模型暫時沒有回應，改由內建助手回答。）',
    en: '(The language model did not respond in time; the built-in assistant answers instead.)',
  },
  'chat.remote.broken': {
    zh_CN: '（回答中断了，请再问一次。）',
    zh_TW: '（回答中斷了，請再問一次。）',
    en: '(The answer was cut off; please ask again.)',
  },
  'chat.remote.tools': { zh_CN: '调用：{{tools}}。', zh_TW: '調用：{{tools}}。', en: 'Tools: {{tools}}.' },
  'chat.intent.scoreToRank': { zh_CN: '分数查位次', zh_TW: '分數查位次', en: 'score to rank' },
  'chat.intent.rankToScore': { zh_CN: '位次查分数', zh_TW: '位次查分數', en: 'rank to score' },
  'chat.intent.equalScores': { zh_CN: '等位分', zh_TW: '等位分', en: 'equal-rank scores' },
  'chat.intent.cutoffs': { zh_CN: '投档线', zh_TW: '投檔線', en: 'cutoffs' },
  'chat.intent.chance': { zh_CN: '录取概率', zh_TW: '錄取機率', en: 'admission chance' },
  'chat.intent.eligibility': { zh_CN: '选考要求', zh_TW: '選考要求', en: 'subject requirements' },
  'chat.intent.batchLines': { zh_CN: '分段线', zh_TW: '分段線', en: 'segment lines' },
  'chat.intent.profile': { zh_CN: '我的档案', zh_TW: '我的檔案', en: 'my profile' },
  'chat.intent.volunteers': { zh_CN: '我的志愿表', zh_TW: '我的志願表', en: 'my list' },
  'chat.intent.rule': { zh_CN: '规则说明', zh_TW: '規則說明', en: 'rules' },
  'chat.intent.compare': { zh_CN: '院校比较', zh_TW: '院校比較', en: 'comparison' },
  'chat.intent.whatCanIGet': { zh_CN: '能上哪些学校', zh_TW: '能上哪些學校', en: 'what I can get into' },
  'chat.intent.planFacts': { zh_CN: '招生计划信息', zh_TW: '招生計劃資訊', en: 'plan facts' },
  'chat.intent.greeting': { zh_CN: '问候', zh_TW: '問候', en: 'greeting' },
  'chat.intent.unknown': { zh_CN: '无法回答的问题', zh_TW: '無法回答的問題', en: 'a question I cannot answer' },

  'chat.scoreToRank': {
    zh_CN: '按浙江省{{year}}年一分一段表，{{score}}分的累计位次是{{rank}}名，这个分数有{{count}}人。',
    zh_TW: '按浙江省{{year}}年一分一段表，{{score}}分的累計位次是{{rank}}名，這個分數有{{count}}人。',
    en: 'In the Zhejiang {{year}} score table, {{score}} points ranks {{rank}} (cumulative); {{count}} students had exactly that score.',
  },
  'chat.rankToScore': {
    zh_CN: '按浙江省{{year}}年一分一段表，位次{{rank}}名对应{{score}}分。',
    zh_TW: '按浙江省{{year}}年一分一段表，位次{{rank}}名對應{{score}}分。',
    en: 'In the Zhejiang {{year}} score table, rank {{rank}} corresponds to {{score}} points.',
  },
  'chat.equalScores.head': {
    zh_CN: '{{year}}年{{score}}分的位次是{{rank}}名。同一位次在其他年份的分数（等位分）：',
    zh_TW: '{{year}}年{{score}}分的位次是{{rank}}名。同一位次在其他年份的分數（等位分）：',
    en: '{{score}} points in {{year}} ranks {{rank}}. The same rank in other years (equal-rank scores):',
  },
  'chat.equalScores.item': { zh_CN: '{{year}}年 {{score}}分', zh_TW: '{{year}}年 {{score}}分', en: '{{year}}: {{score}}' },
  'chat.equalScores.tail': {
    zh_CN: '比较不同年份请看位次，不要直接比分数。',
    zh_TW: '比較不同年份請看位次，不要直接比分數。',
    en: 'Compare years by rank, not by score.',
  },

  'chat.cutoffs.head': {
    zh_CN: '{{school}}{{major}}的普通类一段投档线（考试院公布）：',
    zh_TW: '{{school}}{{major}}的普通類一段投檔線（考試院公布）：',
    en: 'First-segment cutoffs of {{school}}{{major}} (published by the exam authority):',
  },
  'chat.cutoffs.item': {
    zh_CN: '{{year}}年最低{{score}}分，位次{{rank}}名（{{name}}）',
    zh_TW: '{{year}}年最低{{score}}分，位次{{rank}}名（{{name}}）',
    en: '{{year}}: lowest {{score}} points, rank {{rank}} ({{name}})',
  },
  'chat.cutoffs.noRank': { zh_CN: '无', zh_TW: '無', en: 'n/a' },
  'chat.cutoffs.none': {
    zh_CN: '{{school}}{{major}}在我们的数据里没有{{year}}年的投档线。',
    zh_TW: '{{school}}{{major}}在我們的資料裡沒有{{year}}年的投檔線。',
    en: 'We have no {{year}} cutoff for {{school}}{{major}}.',
  },
  'chat.cutoffs.noneAtAll': {
    zh_CN: '{{school}}{{major}}在我们的普通类投档线数据里没有记录（艺术、体育等类别不在其中），我不能给出分数。',
    zh_TW: '{{school}}{{major}}在我們的普通類投檔線資料裡沒有記錄（藝術、體育等類別不在其中），我不能給出分數。',
    en: 'Our ordinary-admission cutoffs have no record of {{school}}{{major}} (art and sport admissions are not included), so I cannot give a score.',
  },
  'chat.cutoffs.variants': {
    zh_CN: '{{school}}名称以“{{major}}”开头的专业有{{count}}个，各自的投档线如下（想看哪一个的历年数据，请说出它的全名）：',
    zh_TW: '{{school}}名稱以「{{major}}」開頭的專業有{{count}}個，各自的投檔線如下（想看哪一個的歷年資料，請說出它的全名）：',
    en: '{{school}} has {{count}} programmes named "{{major}}…"; their cutoffs are below (name one in full for its years):',
  },
  'chat.cutoffs.variantItem': {
    zh_CN: '{{name}}：{{year}}年最低{{score}}分，位次{{rank}}名',
    zh_TW: '{{name}}：{{year}}年最低{{score}}分，位次{{rank}}名',
    en: '{{name}}: {{year}} lowest {{score}} points, rank {{rank}}',
  },
  'chat.cutoffs.variantNone': {
    zh_CN: '{{name}}：{{year}}年没有投档线',
    zh_TW: '{{name}}：{{year}}年沒有投檔線',
    en: '{{name}}: no cutoff in {{year}}',
  },
  'chat.school.sister': {
    zh_CN: '{{asked}}的“{{major}}”在浙江是以{{school}}（院校代号{{code}}）的名义单独招生的，下面按{{school}}回答。',
    zh_TW: '{{asked}}的「{{major}}」在浙江是以{{school}}（院校代號{{code}}）的名義單獨招生的，下面按{{school}}回答。',
    en: '{{asked}} admits "{{major}}" in Zhejiang as {{school}} (school code {{code}}), so the answer is for {{school}}.',
  },
  'chat.premise.impossiblePlace': {
    zh_CN: '“{{word}}”上没有高校招生，也就没有分数线；我只回答浙江省普通类招生的真实数据，可以问我某校在浙江的投档线。',
    zh_TW: '「{{word}}」上沒有高校招生，也就沒有分數線；我只回答浙江省普通類招生的真實資料，可以問我某校在浙江的投檔線。',
    en: 'No university admits students on "{{word}}", so there is no cutoff there; I answer from Zhejiang’s real admission data only — ask me for a school’s cutoff in Zhejiang.',
  },
  'chat.premise.otherProvince': {
    zh_CN: '我们只有浙江省的招生数据，没有{{word}}的；下面是在浙江的数据。',
    zh_TW: '我們只有浙江省的招生資料，沒有{{word}}的；下面是在浙江的資料。',
    en: 'We only have Zhejiang’s admission data, not {{word}}’s; here are the figures in Zhejiang.',
  },
  'chat.trend.up': {
    zh_CN: '最近一年位次比上一年更靠前，门槛在升高。',
    zh_TW: '最近一年位次比上一年更靠前，門檻在升高。',
    en: 'The latest rank is better than the year before: it got harder.',
  },
  'chat.trend.down': {
    zh_CN: '最近一年位次比上一年靠后，门槛有所下降。',
    zh_TW: '最近一年位次比上一年靠後，門檻有所下降。',
    en: 'The latest rank is worse than the year before: it got easier.',
  },
  'chat.trend.flat': { zh_CN: '最近两年位次基本持平。', zh_TW: '最近兩年位次基本持平。', en: 'The last two years are about level.' },
  'chat.list.sep': { zh_CN: '；', zh_TW: '；', en: '; ' },
  'chat.list.end': { zh_CN: '。', zh_TW: '。', en: '.' },
  'chat.year.relative': {
    zh_CN: '“{{word}}”按数据里最近一次已完成录取的年份算，即{{year}}年。',
    zh_TW: '「{{word}}」按資料裡最近一次已完成錄取的年份算，即{{year}}年。',
    en: '"{{word}}" is read from the newest completed admission in our data: {{year}}.',
  },
  'chat.year.relativeBack': {
    zh_CN: '“{{word}}”从数据里最近一次已完成录取的{{newest}}年往前数，即{{year}}年。',
    zh_TW: '「{{word}}」從資料裡最近一次已完成錄取的{{newest}}年往前數，即{{year}}年。',
    en: '"{{word}}" counts back from the newest completed admission in our data ({{newest}}): {{year}}.',
  },
  'chat.year.future': {
    zh_CN: '“{{word}}”的分数线、投档线和一分一段表都还没有公布，我不做预测。可以问我往年的数据，比较时请看位次。',
    zh_TW: '「{{word}}」的分數線、投檔線和一分一段表都還沒有公布，我不做預測。可以問我往年的資料，比較時請看位次。',
    en: 'Nothing for "{{word}}" is published yet (lines, cutoffs, score tables), and I do not forecast them. Ask me about past years, and compare by rank.',
  },
  'chat.major.suffix': { zh_CN: '“{{major}}”', zh_TW: '「{{major}}」', en: ' "{{major}}"' },

  'chat.chance.fromScore': {
    zh_CN: '{{score}}分按{{year}}年一分一段表是位次{{rank}}名。',
    zh_TW: '{{score}}分按{{year}}年一分一段表是位次{{rank}}名。',
    en: '{{score}} points is rank {{rank}} in the {{year}} table.',
  },
  'chat.chance.fromProfile': {
    zh_CN: '按你档案里的位次{{rank}}名估算。',
    zh_TW: '按你檔案裡的位次{{rank}}名估算。',
    en: 'Using the rank in your profile, {{rank}}.',
  },
  'chat.chance.head': {
    zh_CN: '按{{year}}年招生计划和我们的录取模型，位次{{rank}}名的录取概率：',
    zh_TW: '按{{year}}年招生計劃和我們的錄取模型，位次{{rank}}名的錄取機率：',
    en: 'With the {{year}} plan and our admission model, for rank {{rank}}:',
  },
  'chat.chance.item': {
    zh_CN: '{{school}} {{major}}：约{{p}}（{{band}}）',
    zh_TW: '{{school}} {{major}}：約{{p}}（{{band}}）',
    en: '{{school}} {{major}}: about {{p}} ({{band}})',
  },
  'chat.chance.closed': { zh_CN: '，你的选考科目不符合要求', zh_TW: '，你的選考科目不符合要求', en: ', your subjects do not qualify' },
  'chat.chance.more': {
    zh_CN: '共匹配{{total}}个专业，上面是概率最高的几个。',
    zh_TW: '共匹配{{total}}個專業，上面是機率最高的幾個。',
    en: '{{total}} programmes match; the most likely are shown.',
  },
  'chat.chance.none': {
    zh_CN: '{{year}}年招生计划里没有找到{{school}}{{major}}的专业。',
    zh_TW: '{{year}}年招生計劃裡沒有找到{{school}}{{major}}的專業。',
    en: 'The {{year}} plan has no programme of {{school}}{{major}}.',
  },
  'chat.chance.note': { zh_CN: '概率是模型预测，不是保证。', zh_TW: '機率是模型預測，不是保證。', en: 'This is a model forecast, not a promise.' },
  'chat.band.chong': { zh_CN: '冲', zh_TW: '衝', en: 'reach' },
  'chat.band.wen': { zh_CN: '稳', zh_TW: '穩', en: 'match' },
  'chat.band.bao': { zh_CN: '保', zh_TW: '保', en: 'safety' },
  'chat.band.no': { zh_CN: '不建议', zh_TW: '不建議', en: 'not advised' },

  'chat.eligibility.head': {
    zh_CN: '{{year}}年招生计划中名称以“{{major}}”开头的专业共{{total}}个：选考{{subjects}}可报{{open}}个，不可报{{closed}}个。',
    zh_TW: '{{year}}年招生計劃中名稱以「{{major}}」開頭的專業共{{total}}個：選考{{subjects}}可報{{open}}個，不可報{{closed}}個。',
    en: 'The {{year}} plan has {{total}} programmes named "{{major}}…": with {{subjects}} you may apply to {{open}} and not to {{closed}}.',
  },
  'chat.eligibility.open': { zh_CN: '可报的如：{{list}}。', zh_TW: '可報的如：{{list}}。', en: 'Open, e.g.: {{list}}.' },
  'chat.eligibility.closed': { zh_CN: '不可报的如：{{list}}。', zh_TW: '不可報的如：{{list}}。', en: 'Closed, e.g.: {{list}}.' },
  'chat.eligibility.caveat': {
    zh_CN: '注意：我们收录的{{year}}年计划只含{{planSubjects}}考生可报的专业，其他组合请以考试院完整计划为准。',
    zh_TW: '注意：我們收錄的{{year}}年計劃只含{{planSubjects}}考生可報的專業，其他組合請以考試院完整計劃為準。',
    en: 'Note: our {{year}} plan holds only programmes open to {{planSubjects}} candidates; check the full official plan for other combinations.',
  },
  'chat.eligibility.headSchool': {
    zh_CN: '{{school}}{{year}}年招生计划中名称以“{{major}}”开头的专业{{total}}个：选考{{subjects}}可报{{open}}个，不可报{{closed}}个。',
    zh_TW: '{{school}}{{year}}年招生計劃中名稱以「{{major}}」開頭的專業{{total}}個：選考{{subjects}}可報{{open}}個，不可報{{closed}}個。',
    en: 'In the {{year}} plan {{school}} has {{total}} programmes named "{{major}}…": with {{subjects}} you may apply to {{open}} and not to {{closed}}.',
  },
  'chat.eligibility.noneAtSchool': {
    zh_CN: '{{school}}{{year}}年在浙江的招生计划里没有名称以“{{major}}”开头的专业，所以在浙江报不了它。',
    zh_TW: '{{school}}{{year}}年在浙江的招生計劃裡沒有名稱以「{{major}}」開頭的專業，所以在浙江報不了它。',
    en: '{{school}}’s {{year}} plan in Zhejiang has no programme named "{{major}}…", so it cannot be applied to here.',
  },
  'chat.eligibility.elsewhere': {
    zh_CN: '其他学校的“{{major}}”：',
    zh_TW: '其他學校的「{{major}}」：',
    en: '"{{major}}" at other schools: ',
  },
  'chat.eligibility.needMajor': {
    zh_CN: '选考{{subjects}}能报的专业很多，我按专业查：告诉我专业名（如“临床医学”），我数出可报和不可报的专业并举例；按选科筛出的完整名单在“AI志愿”里。',
    zh_TW: '選考{{subjects}}能報的專業很多，我按專業查：告訴我專業名（如「臨床醫學」），我數出可報和不可報的專業並舉例；按選科篩出的完整名單在「AI志願」裡。',
    en: 'Many programmes are open to {{subjects}}; I check by major: name one (e.g. 临床医学) and I count the open and closed programmes with examples. The full filtered list is in AI志愿.',
  },
  'chat.eligibility.none': {
    zh_CN: '{{year}}年招生计划里没有名称以“{{major}}”开头的专业。',
    zh_TW: '{{year}}年招生計劃裡沒有名稱以「{{major}}」開頭的專業。',
    en: 'The {{year}} plan has no programme named "{{major}}…".',
  },

  'chat.compare.notInData': {
    zh_CN: '就业、距离、环境这类情况我们的数据里没有，我不评价；下面只列录取数据。',
    zh_TW: '就業、距離、環境這類情況我們的資料裡沒有，我不評價；下面只列錄取資料。',
    en: 'We have no data on jobs, distance or campus life, so I do not judge those; here are the admission figures only.',
  },
  'chat.compare.head': {
    zh_CN: '把两边的数据并列如下（只列数据，不评价好坏）：',
    zh_TW: '把兩邊的資料並列如下（只列資料，不評價好壞）：',
    en: 'Side by side (figures only, no verdict):',
  },
  'chat.compare.cutoff': {
    zh_CN: '{{school}}{{major}}：{{year}}年投档线最低{{score}}分，位次{{rank}}名（{{name}}）',
    zh_TW: '{{school}}{{major}}：{{year}}年投檔線最低{{score}}分，位次{{rank}}名（{{name}}）',
    en: '{{school}}{{major}}: {{year}} cutoff lowest {{score}} points, rank {{rank}} ({{name}})',
  },
  'chat.compare.noCutoff': {
    zh_CN: '{{school}}{{major}}：普通类投档线数据里没有记录',
    zh_TW: '{{school}}{{major}}：普通類投檔線資料裡沒有記錄',
    en: '{{school}}{{major}}: no ordinary-admission cutoff on record',
  },
  'chat.compare.chanceHead': {
    zh_CN: '按{{year}}年招生计划和我们的录取模型，位次{{rank}}名在各校最有把握的专业：',
    zh_TW: '按{{year}}年招生計劃和我們的錄取模型，位次{{rank}}名在各校最有把握的專業：',
    en: 'With the {{year}} plan and our model, the most likely programme of each school for rank {{rank}}:',
  },
  'chat.compare.chance': {
    zh_CN: '{{school}} {{major}}约{{p}}（{{band}}）',
    zh_TW: '{{school}} {{major}}約{{p}}（{{band}}）',
    en: '{{school}} {{major}}: about {{p}} ({{band}})',
  },
  'chat.compare.noChance': {
    zh_CN: '{{school}}在招生计划里没有匹配的专业',
    zh_TW: '{{school}}在招生計劃裡沒有匹配的專業',
    en: '{{school}}: no matching programme in the plan',
  },
  'chat.compare.tail': {
    zh_CN: '位次数字越小，门槛越高。哪所“更好”要看你看重的城市、专业和学费，我不替你下结论。',
    zh_TW: '位次數字越小，門檻越高。哪所「更好」要看你看重的城市、專業和學費，我不替你下結論。',
    en: 'A smaller rank means a higher bar. Which is "better" depends on what you value (city, major, fees); I do not judge that.',
  },
  'chat.compare.askRank': {
    zh_CN: '告诉我你的分数或位次，我可以把两校的录取概率也并列出来。',
    zh_TW: '告訴我你的分數或位次，我可以把兩校的錄取機率也並列出來。',
    en: 'Tell me your score or rank and I will put both schools’ chances side by side too.',
  },

  'chat.whatCanIGet.intro': {
    zh_CN: '能上哪些学校的完整名单，要按你的位次和选考科目逐个专业算录取概率，这是“AI志愿”功能做的事，请在那里生成冲稳保志愿表。',
    zh_TW: '能上哪些學校的完整名單，要按你的位次和選考科目逐個專業算錄取機率，這是「AI志願」功能做的事，請在那裡生成衝穩保志願表。',
    en: 'The full list of what you can get into needs every programme’s chance for your rank and subjects: that is what the AI志愿 (AI list) function builds.',
  },
  'chat.whatCanIGet.rankScore': {
    zh_CN: '位次{{rank}}名在{{year}}年一分一段表约{{score}}分。',
    zh_TW: '位次{{rank}}名在{{year}}年一分一段表約{{score}}分。',
    en: 'Rank {{rank}} is about {{score}} points in the {{year}} table.',
  },
  'chat.whatCanIGet.head': {
    zh_CN: '供参考（不是推荐）：{{year}}年投档线位次在{{rank}}名上下的{{major}}专业共{{total}}个，每校举一个：',
    zh_TW: '供參考（不是推薦）：{{year}}年投檔線位次在{{rank}}名上下的{{major}}專業共{{total}}個，每校舉一個：',
    en: 'For reference (not advice): {{total}}{{major}} programmes had a {{year}} cutoff rank near {{rank}}; one per school:',
  },
  'chat.whatCanIGet.item': {
    zh_CN: '{{school}} {{major}}：{{score}}分，位次{{minRank}}名',
    zh_TW: '{{school}} {{major}}：{{score}}分，位次{{minRank}}名',
    en: '{{school}} {{major}}: {{score}} points, rank {{minRank}}',
  },
  'chat.whatCanIGet.none': {
    zh_CN: '{{year}}年没有投档线位次在{{rank}}名附近的{{major}}专业。',
    zh_TW: '{{year}}年沒有投檔線位次在{{rank}}名附近的{{major}}專業。',
    en: 'No{{major}} programme had a {{year}} cutoff rank near {{rank}}.',
  },

  'chat.planFacts.head': {
    zh_CN: '{{school}}{{major}}在{{year}}年招生计划中有{{total}}个专业：',
    zh_TW: '{{school}}{{major}}在{{year}}年招生計劃中有{{total}}個專業：',
    en: '{{school}}{{major}} has {{total}} programmes in the {{year}} plan:',
  },
  'chat.planFacts.item': {
    zh_CN: '{{name}}：学费{{tuition}}元/年，学制{{length}}年{{note}}',
    zh_TW: '{{name}}：學費{{tuition}}元/年，學制{{length}}年{{note}}',
    en: '{{name}}: tuition {{tuition}} yuan/year, {{length}} years{{note}}',
  },
  'chat.planFacts.note': { zh_CN: '，备注：{{note}}', zh_TW: '，備註：{{note}}', en: ', note: {{note}}' },
  'chat.planFacts.more': {
    zh_CN: '共{{total}}个专业，上面列出前几个；说出专业名可以只看它。',
    zh_TW: '共{{total}}個專業，上面列出前幾個；說出專業名可以只看它。',
    en: '{{total}} programmes in all; the first are shown. Name a major to see only it.',
  },
  'chat.planFacts.noLimit': {
    zh_CN: '{{school}}{{major}}在{{year}}年招生计划的备注里没有写这类限制。',
    zh_TW: '{{school}}{{major}}在{{year}}年招生計劃的備註裡沒有寫這類限制。',
    en: 'The {{year}} plan notes of {{school}}{{major}} say nothing of such a limit.',
  },
  'chat.planFacts.unset': { zh_CN: '未列', zh_TW: '未列', en: 'n/a' },
  'chat.planFacts.sinoForeign': { zh_CN: '（中外合作）', zh_TW: '（中外合作）', en: ' (Sino-foreign)' },
  'chat.planFacts.limits': {
    zh_CN: '色盲色弱、单科成绩、外语语种等报考限制以计划备注和学校招生章程为准，填报前请逐条核对。',
    zh_TW: '色盲色弱、單科成績、外語語種等報考限制以計劃備註和學校招生章程為準，填報前請逐條核對。',
    en: 'Limits such as colour vision, single-subject scores or the foreign language follow the plan notes and the school’s admission charter; check each before you apply.',
  },
  'chat.planFacts.needSchool': {
    zh_CN: '学费、学制和报考限制（如色盲色弱、单科成绩）要看具体学校的招生计划和招生章程，请告诉我是哪所学校（和专业），我把计划里的学费、学制和备注列出来。',
    zh_TW: '學費、學制和報考限制（如色盲色弱、單科成績）要看具體學校的招生計劃和招生章程，請告訴我是哪所學校（和專業），我把計劃裡的學費、學制和備註列出來。',
    en: 'Fees, length and limits (colour vision, single-subject scores) are per school: tell me the school (and major) and I will list its plan’s fees, length and notes.',
  },
  'chat.planFacts.none': {
    zh_CN: '{{school}}{{major}}在我们收录的招生计划里没有记录，我不能给出学费或学制。',
    zh_TW: '{{school}}{{major}}在我們收錄的招生計劃裡沒有記錄，我不能給出學費或學制。',
    en: 'Our plan has no record of {{school}}{{major}}, so I cannot give its fees or length.',
  },

  'chat.batchLines.head': {
    zh_CN: '浙江普通类分段线（考试院公布）：',
    zh_TW: '浙江普通類分段線（考試院公布）：',
    en: 'Zhejiang segment lines (published by the exam authority):',
  },
  'chat.batchLines.item': { zh_CN: '{{year}}年{{batch}}{{score}}分', zh_TW: '{{year}}年{{batch}}{{score}}分', en: '{{year}} {{batch}}: {{score}}' },
  'chat.batchLines.rank': { zh_CN: '（位次{{rank}}）', zh_TW: '（位次{{rank}}）', en: ' (rank {{rank}})' },

  'chat.batchLines.noBatch': {
    zh_CN: '我们的数据里没有这一年的{{batch}}，下面是这一年有的分段线。',
    zh_TW: '我們的資料裡沒有這一年的{{batch}}，下面是這一年有的分段線。',
    en: 'Our data has no {{batch}} for that year; here are the lines it has.',
  },
  'chat.batchLines.specialist': {
    zh_CN: '浙江普通类不单设专科线：二段同时录取本科和高职（专科），专科看二段线。',
    zh_TW: '浙江普通類不單設專科線：二段同時錄取本科和高職（專科），專科看二段線。',
    en: 'Zhejiang has no separate vocational line: the second segment admits both bachelor and vocational programmes, so its line is the one to read.',
  },

  'chat.profile': {
    zh_CN: '你的档案：总分{{total}}，位次{{rank}}，选考{{subjects}}，批次{{batch}}。',
    zh_TW: '你的檔案：總分{{total}}，位次{{rank}}，選考{{subjects}}，批次{{batch}}。',
    en: 'Your profile: total {{total}}, rank {{rank}}, subjects {{subjects}}, batch {{batch}}.',
  },
  'chat.profile.unset': { zh_CN: '未填写', zh_TW: '未填寫', en: 'not set' },
  'chat.volunteers.head': {
    zh_CN: '你的志愿表（{{year}}年计划）共{{count}}个志愿：冲{{chong}}个、稳{{wen}}个、保{{bao}}个、不建议{{no}}个。',
    zh_TW: '你的志願表（{{year}}年計劃）共{{count}}個志願：衝{{chong}}個、穩{{wen}}個、保{{bao}}個、不建議{{no}}個。',
    en: 'Your list ({{year}} plan) has {{count}} choices: {{chong}} reach, {{wen}} match, {{bao}} safety, {{no}} not advised.',
  },
  'chat.volunteers.item': {
    zh_CN: '第{{position}}志愿 {{school}} {{major}}：{{p}}',
    zh_TW: '第{{position}}志願 {{school}} {{major}}：{{p}}',
    en: '#{{position}} {{school}} {{major}}: {{p}}',
  },
  'chat.volunteers.risk': {
    zh_CN: '滑档风险看表里够不够稳的志愿：按你的位次，表里“保”{{bao}}个、“稳”{{wen}}个。没有“保”的表更容易滑档。',
    zh_TW: '滑檔風險看表裡夠不夠穩的志願：按你的位次，表裡「保」{{bao}}個、「穩」{{wen}}個。沒有「保」的表更容易滑檔。',
    en: 'The risk of sliding depends on the safe choices: for your rank the list has {{bao}} safety and {{wen}} match choices. A list without safeties slides more easily.',
  },
  'chat.volunteers.slip': {
    zh_CN: '按你的位次{{rank}}名，这张表滑档的概率约为{{slip}}（按往年投档线估计，同一年各志愿一起涨落已经算在内）。',
    zh_TW: '按你的位次{{rank}}名，這張表滑檔的機率約為{{slip}}（按往年投檔線估計，同一年各志願一起漲落已經算在內）。',
    en: 'For your rank {{rank}} this list slides with a probability of about {{slip}} (estimated from past cutoffs, with a year’s common swings included).',
  },
  'chat.volunteers.likeliest': {
    zh_CN: '最可能录取你的志愿：',
    zh_TW: '最可能錄取你的志願：',
    en: 'The choices most likely to admit you: ',
  },
  'chat.volunteers.likeliestItem': {
    zh_CN: '第{{position}}志愿 {{school}} {{major}}（在此被投档的概率{{p}}）',
    zh_TW: '第{{position}}志願 {{school}} {{major}}（在此被投檔的機率{{p}}）',
    en: '#{{position}} {{school}} {{major}} (filed there with probability {{p}})',
  },
  'chat.volunteers.riskiest': {
    zh_CN: '录取概率最低的是第{{position}}志愿 {{school}} {{major}}：{{p}}（{{band}}）',
    zh_TW: '錄取機率最低的是第{{position}}志願 {{school}} {{major}}：{{p}}（{{band}}）',
    en: 'The least likely choice is #{{position}} {{school}} {{major}}: {{p}} ({{band}})',
  },
  'chat.volunteers.riskiestWhy': {
    zh_CN: '，它{{year}}年的投档位次是{{lastRank}}名，而你的位次是{{rank}}名。',
    zh_TW: '，它{{year}}年的投檔位次是{{lastRank}}名，而你的位次是{{rank}}名。',
    en: ': its {{year}} cutoff rank was {{lastRank}}, and yours is {{rank}}.',
  },
  'chat.volunteers.riskiestNoHistory': {
    zh_CN: '，它没有自己的往年投档线，概率是按同校其他专业估的。',
    zh_TW: '，它沒有自己的往年投檔線，機率是按同校其他專業估的。',
    en: ': it has no cutoffs of its own, so its chance is estimated from the school’s other programmes.',
  },
  'chat.volunteers.riskiestNote': {
    zh_CN: '平行志愿从上往下投档，排在前面的“冲”没录上不影响后面的志愿；真正决定会不会滑档的是后面的“稳”和“保”。',
    zh_TW: '平行志願從上往下投檔，排在前面的「衝」沒錄上不影響後面的志願；真正決定會不會滑檔的是後面的「穩」和「保」。',
    en: 'Parallel filing tries the choices top down: a reach that fails costs the rows below nothing; the match and safety rows decide whether you slide.',
  },
  'chat.volunteers.noOutcome': {
    zh_CN: '你的位次或批次还没有填好（或属于二段），我算不出这张表的滑档概率。',
    zh_TW: '你的位次或批次還沒有填好（或屬於二段），我算不出這張表的滑檔機率。',
    en: 'Your rank or batch is not set (or you are in the second segment), so I cannot compute this list’s chance of sliding.',
  },
  'chat.volunteers.noP': { zh_CN: '暂无概率', zh_TW: '暫無機率', en: 'no forecast' },

  'chat.miss.noTable': {
    zh_CN: '我们只有{{years}}年的一分一段表，没有你问的年份。',
    zh_TW: '我們只有{{years}}年的一分一段表，沒有你問的年份。',
    en: 'We only have the score tables of {{years}}, not the year you asked about.',
  },
  'chat.miss.outOfTable': {
    zh_CN: '这个分数或位次不在{{year}}年一分一段表的范围内。',
    zh_TW: '這個分數或位次不在{{year}}年一分一段表的範圍內。',
    en: 'That score or rank is outside the {{year}} table.',
  },
  'chat.miss.unknownSchool': {
    zh_CN: '我没认出你说的是哪所学校，请写出学校全称，比如“浙江工业大学”。',
    zh_TW: '我沒認出你說的是哪所學校，請寫出學校全稱，比如「浙江工業大學」。',
    en: 'I could not tell which school you mean; please write its full Chinese name.',
  },
  'chat.miss.unknownMajor': {
    zh_CN: '我没认出你说的专业，请写出专业名称，比如“临床医学”。',
    zh_TW: '我沒認出你說的專業，請寫出專業名稱，比如「臨床醫學」。',
    en: 'I could not tell which major you mean; please write its Chinese name.',
  },
  'chat.miss.noData': {
    zh_CN: '这方面我们的数据里没有记录，我不能给出数字。',
    zh_TW: '這方面我們的資料裡沒有記錄，我不能給出數字。',
    en: 'Our data has nothing on this, so I cannot give a figure.',
  },
  'chat.miss.noProfile': {
    zh_CN: '你的档案里还没有分数和位次，请先在“我的成绩”里填写，或直接告诉我分数。',
    zh_TW: '你的檔案裡還沒有分數和位次，請先在「我的成績」裡填寫，或直接告訴我分數。',
    en: 'Your profile has no score or rank yet; enter them first, or tell me your score.',
  },
  'chat.miss.noList': { zh_CN: '你的志愿表还是空的。', zh_TW: '你的志願表還是空的。', en: 'Your list is empty.' },
  'chat.need.score': {
    zh_CN: '请告诉我分数或位次，例如“我考了多少分”。',
    zh_TW: '請告訴我分數或位次，例如「我考了多少分」。',
    en: 'Please tell me a score or a rank.',
  },
  'chat.need.school': { zh_CN: '请告诉我是哪所学校。', zh_TW: '請告訴我是哪所學校。', en: 'Which school do you mean?' },
  'chat.need.major': { zh_CN: '请告诉我是哪个专业。', zh_TW: '請告訴我是哪個專業。', en: 'Which major do you mean?' },
  'chat.need.subjects': {
    zh_CN: '请告诉我你的三门选考科目，例如“物化生”。',
    zh_TW: '請告訴我你的三門選考科目，例如「物化生」。',
    en: 'Which three elective subjects do you take?',
  },
  'chat.hello': {
    zh_CN:
      '你好！我用本产品收录的浙江高考数据回答，不编造数字。可以问我：某个分数的位次、某个位次的分数、等位分、某校某专业的投档线、你的位次上某校的录取概率、选考科目能否报某专业、两所学校的数据对比、学费学制和备注、分段线、你的档案和志愿表，以及平行志愿、三位一体等规则；能上哪些学校的完整名单请用“AI志愿”功能。',
    zh_TW:
      '你好！我用本產品收錄的浙江高考資料回答，不編造數字。可以問我：某個分數的位次、某個位次的分數、等位分、某校某專業的投檔線、你的位次上某校的錄取機率、選考科目能否報某專業、兩所學校的資料對比、學費學制和備註、分段線、你的檔案和志願表，以及平行志願、三位一體等規則；能上哪些學校的完整名單請用「AI志願」功能。',
    en: 'Hello! I answer from the Zhejiang data this app ships and never make up figures. Ask me about a score’s rank, a rank’s score, equal-rank scores, a school’s cutoffs, your chance at a school, whether your subjects qualify, two schools side by side, fees and programme length, segment lines, your profile and list, or the rules; the full list of what you can get into is the AI志愿 function’s job.',
  },
  'chat.fallback': {
    zh_CN:
      '这个问题我答不了：我只用本产品收录的浙江高考数据回答，不编造数字。你可以问我：某个分数在某年的位次、某个位次对应的分数、等位分、某校某专业的投档线、你的位次能上某校某专业的概率、你的选考科目能否报某专业、两所学校的数据对比、某校专业的学费学制和备注、分段线、你的档案和志愿表，以及平行志愿、三位一体、选考等规则；能上哪些学校的完整名单请用“AI志愿”功能。',
    zh_TW:
      '這個問題我答不了：我只用本產品收錄的浙江高考資料回答，不編造數字。你可以問我：某個分數在某年的位次、某個位次對應的分數、等位分、某校某專業的投檔線、你的位次能上某校某專業的機率、你的選考科目能否報某專業、兩所學校的資料對比、某校專業的學費學制和備註、分段線、你的檔案和志願表，以及平行志願、三位一體、選考等規則；能上哪些學校的完整名單請用「AI志願」功能。',
    en: 'I cannot answer that: I only answer from the Zhejiang data this app ships, and I never make up figures. Ask me about a score’s rank in a year, a rank’s score, equal-rank scores, a school’s or major’s cutoffs, your chance at a school, whether your subjects qualify for a major, two schools side by side, a programme’s fees, length and notes, segment lines, your profile and list, or rules such as parallel volunteering and 三位一体; the full list of what you can get into is the AI志愿 function’s job.',
  },

  // Rule texts (the ruleText tool's results), in our own words from the authority's published rules.
  'chat.rule.parallel': {
    zh_CN:
      '普通类实行“分数优先、遵循志愿”的平行志愿：考生按位次从高到低依次投档，轮到你时按志愿顺序从第一个往后检索，投到第一个还有名额的志愿；每段只投一次，投档后其余志愿失效，退档则本段不再投档，且没有专业调剂。所以志愿顺序就是你的真实偏好，宜按冲、稳、保排列。',
    zh_TW:
      '普通類實行「分數優先、遵循志願」的平行志願：考生按位次從高到低依次投檔，輪到你時按志願順序從第一個往後檢索，投到第一個還有名額的志願；每段只投一次，投檔後其餘志願失效，退檔則本段不再投檔，且沒有專業調劑。所以志願順序就是你的真實偏好，宜按衝、穩、保排列。',
    en: 'Ordinary admission is parallel volunteering, "score first, then preference": students are filed in rank order; your choices are tried from the first on and you are filed at the first with places left. One filing per segment: the other choices lapse, and a rejection after filing loses the segment. There is no major reassignment, so order your list reach → match → safety.',
  },
  'chat.rule.volunteers': {
    zh_CN: '每段最多填80个志愿，每个志愿是“一所院校＋一个专业（类）”。一段没被录取的考生，二段可以重新填一张最多80个志愿的表。',
    zh_TW: '每段最多填80個志願，每個志願是「一所院校＋一個專業（類）」。一段沒被錄取的考生，二段可以重新填一張最多80個志願的表。',
    en: 'Up to 80 choices per segment, each one school plus one major (or major group). Students not admitted in the first segment fill a fresh list of up to 80 for the second.',
  },
  'chat.rule.segments': {
    zh_CN: '浙江普通类分两段录取：一段线约在考生的前60%，二段线约在前90%。先录一段，一段未录取的考生再参加二段。',
    zh_TW: '浙江普通類分兩段錄取：一段線約在考生的前60%，二段線約在前90%。先錄一段，一段未錄取的考生再參加二段。',
    en: 'Ordinary admission has two segments: the first line is at about the top 60% of candidates, the second at about 90%. The first segment is admitted first; those not admitted go on to the second.',
  },
  'chat.rule.threeInOne': {
    zh_CN:
      '三位一体综合评价招生一般在春季（高考前）报名，具体时间以各高校当年的招生简章为准；高考后参加学校的综合测试，在普通类录取之前录取，确认录取后不再参加普通类录取。综合成绩由高考成绩、学校综合测试和学考成绩按学校自定的比例合成，常见60/30/10或50/30/20。',
    zh_TW:
      '三位一體綜合評價招生一般在春季（高考前）報名，具體時間以各高校當年的招生簡章為準；高考後參加學校的綜合測試，在普通類錄取之前錄取，確認錄取後不再參加普通類錄取。綜合成績由高考成績、學校綜合測試和學考成績按學校自定的比例合成，常見60/30/10或50/30/20。',
    en: '三位一体 (comprehensive evaluation): you apply in spring, before the gaokao, on dates set by each school’s brochure; the school tests you after the gaokao and admits before the ordinary round, and a confirmed offer ends your ordinary admission. The composite mixes gaokao, the school’s test and 学考 results with the school’s weights, commonly 60/30/10 or 50/30/20.',
  },
  'chat.rule.subjects': {
    zh_CN:
      '选考科目要求以招生计划当年的表述为准：2023年及以前，列出的科目选考其中一门即可；从2024年起，列出的科目必须全部选考，或“不提科目要求”。要求每年会调整，请看当年的计划。',
    zh_TW:
      '選考科目要求以招生計劃當年的表述為準：2023年及以前，列出的科目選考其中一門即可；從2024年起，列出的科目必須全部選考，或「不提科目要求」。要求每年會調整，請看當年的計劃。',
    en: 'Subject requirements follow the plan year’s wording: up to 2023 any one of the listed subjects was enough; from 2024 all listed subjects are required, or "no requirement". They change yearly, so read the current plan.',
  },
  'chat.rule.scores': {
    zh_CN:
      '高考总分750分：语文、数学、外语各150分，加三门选考（从政治、历史、地理、物理、化学、生物、技术七门中选），每门100分（赋分）。外语和选考各有两次考试机会，取较好的一次。',
    zh_TW:
      '高考總分750分：語文、數學、外語各150分，加三門選考（從政治、歷史、地理、物理、化學、生物、技術七門中選），每門100分（賦分）。外語和選考各有兩次考試機會，取較好的一次。',
    en: 'The total is 750: Chinese, maths and a foreign language at 150 each, plus three electives out of seven at 100 each (graded). The foreign language and electives have two sittings; the better one counts.',
  },
  'chat.rule.equalRank': {
    zh_CN: '不同年份的分数不能直接比较，要比位次。等位分就是和你今年位次相同的考生在往年考的分数；往年投档线也应换算成位次来比较。',
    zh_TW: '不同年份的分數不能直接比較，要比位次。等位分就是和你今年位次相同的考生在往年考的分數；往年投檔線也應換算成位次來比較。',
    en: 'Scores of different years are not comparable; ranks are. An equal-rank score is the score that held your rank in another year; compare past cutoffs by rank too.',
  },
  'chat.rule.risk': {
    zh_CN:
      '滑档是一段里一个志愿都没投上；退档是投档后被学校退回（如体检、单科成绩、外语语种不符），本段不再投档。志愿表要有真正够得着的保底，并认真看每个专业的限制条件。',
    zh_TW:
      '滑檔是一段裡一個志願都沒投上；退檔是投檔後被學校退回（如體檢、單科成績、外語語種不符），本段不再投檔。志願表要有真正夠得著的保底，並認真看每個專業的限制條件。',
    en: 'Sliding (滑档) means no choice of the segment filed you; rejection (退档) means the school sent you back after filing (health, single-subject or language limits) and the segment is lost. Keep real safeties and read every programme’s limits.',
  },
} as const satisfies Record<string, Record<Lang, string>>

export type ChatMessageKey = keyof typeof chatMessages

/** Localise a chat message, filling {{name}} placeholders. */
export function chatMessage(key: ChatMessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return chatMessages[key][lang].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''))
}

export const RULE_TOPICS = ['parallel', 'volunteers', 'segments', 'threeInOne', 'subjects', 'scores', 'equalRank', 'risk'] as const
export type RuleTopic = (typeof RULE_TOPICS)[number]
