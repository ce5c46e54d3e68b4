import type { Lang } from './lang'

/**
 * Words of the list engine (src/core/domain/admission): why a row is recommended, what a list's reader
 * must know, the check's findings and their fixes, and the prediction basis. The domain returns codes with
 * parameters; the server renders them in the request's language and the web app reads the same keys.
 * Percentages arrive already formatted (e.g. "0.8%"), so no language formats numbers differently.
 */
export const listMessages = {
  // Words the renderers put into params (src/core/domain/paramWords.ts): a segment, and how a list is joined
  'list.segment.first': { zh_CN: '第一段', zh_TW: '第一段', en: 'first segment' },
  'list.segment.second': { zh_CN: '第二段', zh_TW: '第二段', en: 'second segment' },
  'list.separator': { zh_CN: '、', zh_TW: '、', en: ', ' },

  // 为什么推荐 (row reasons)
  'list.reason.targetMajor': { zh_CN: '你想学的专业：{{name}}', zh_TW: '你想學的專業：{{name}}', en: 'A major you want: {{name}}' },
  'list.reason.targetIncluded': {
    zh_CN: '大类/试验班含你想学的{{name}}',
    zh_TW: '大類/試驗班含你想學的{{name}}',
    en: 'A broad programme that includes {{name}}, which you want',
  },
  'list.reason.tier.c9': { zh_CN: 'C9 高校', zh_TW: 'C9 高校', en: 'C9 university' },
  'list.reason.tier.985': { zh_CN: '985 高校', zh_TW: '985 高校', en: '985 university' },
  'list.reason.tier.211': { zh_CN: '211 高校', zh_TW: '211 高校', en: '211 university' },
  'list.reason.tier.doubleFirst': { zh_CN: '“双一流”建设高校', zh_TW: '「雙一流」建設高校', en: '"Double First-Class" university' },
  'list.reason.tier.public': { zh_CN: '公办本科', zh_TW: '公辦本科', en: 'Public undergraduate university' },
  'list.reason.tier.private': { zh_CN: '民办/独立学院本科', zh_TW: '民辦/獨立學院本科', en: 'Private or independent college (undergraduate)' },
  'list.reason.tier.vocationalPublic': { zh_CN: '公办专科', zh_TW: '公辦專科', en: 'Public vocational college' },
  'list.reason.tier.vocationalPrivate': { zh_CN: '民办专科', zh_TW: '民辦專科', en: 'Private vocational college' },
  'list.reason.branchCampus': {
    zh_CN: '分校区：按它自己的录取位次看待，不沿用本部的层次和排名',
    zh_TW: '分校區：按它自己的錄取位次看待，不沿用本部的層次和排名',
    en: 'A branch campus: judged by its own cutoffs, not by its parent university’s tier or ranking',
  },
  'list.reason.ruanke': { zh_CN: '软科2025排名第{{rank}}', zh_TW: '軟科2025排名第{{rank}}', en: 'ShanghaiRanking 2025: #{{rank}}' },
  'list.reason.selective': { zh_CN: '本校录取位次靠前的专业', zh_TW: '本校錄取位次靠前的專業', en: 'One of the school’s most selective programmes' },
  'list.reason.province': { zh_CN: '在你想去的{{name}}', zh_TW: '在你想去的{{name}}', en: 'In {{name}}, where you want to study' },
  'list.reason.city': { zh_CN: '在你想去的{{name}}', zh_TW: '在你想去的{{name}}', en: 'In {{name}}, where you want to study' },
  'list.reason.safety': {
    zh_CN: '保底：录取概率约{{p}}，前面都落空时兜底',
    zh_TW: '保底：錄取機率約{{p}}，前面都落空時兜底',
    en: 'Safety: about {{p}} to be admitted; it catches you if everything above fails',
  },
  'list.reason.market': {
    zh_CN: '往年考生的选择：{{year}}年最低录取位次{{rank}}',
    zh_TW: '往年考生的選擇：{{year}}年最低錄取位次{{rank}}',
    en: 'What students chose: lowest admitted rank {{rank}} in {{year}}',
  },
  'list.reason.marketUnfilled': {
    zh_CN: '{{year}}年一段没有录满：线上报考的考生都被录取',
    zh_TW: '{{year}}年一段沒有錄滿：線上報考的考生都被錄取',
    en: 'Not filled in the first segment in {{year}}: every applicant above the line was admitted',
  },
  'list.reason.vocational': {
    zh_CN: '一段招生的专科（高职）：前面的本科都没录取时，仍在一段被录取',
    zh_TW: '一段招生的專科（高職）：前面的本科都沒錄取時，仍在一段被錄取',
    en: 'A vocational programme recruiting in the first segment: a place there if no undergraduate choice above admits you',
  },
  'list.reason.fallback': {
    zh_CN: '不在目标专业内，为控制滑档风险而补充',
    zh_TW: '不在目標專業內，為控制滑檔風險而補充',
    en: 'Outside your wanted majors, added to keep the risk of no admission low',
  },
  'list.reason.farAbove': {
    zh_CN: '注意：近年一段最低分曾到{{score}}分，比你的{{total}}分高得多，二段余下的名额也可能被高分考生录满',
    zh_TW: '注意：近年一段最低分曾到{{score}}分，比你的{{total}}分高得多，二段餘下的名額也可能被高分考生錄滿',
    en: 'Mind: its first-segment cutoff reached {{score}} in recent years, far above your {{total}}; its second-segment places may go to higher scores too',
  },
  'list.reason.unfilledLastYear': {
    zh_CN: '{{year}}年一段未录满，余额转入二段',
    zh_TW: '{{year}}年一段未錄滿，餘額轉入二段',
    en: 'Not filled in the first segment in {{year}}; the places went to the second',
  },
  'list.reason.noHistory': {
    zh_CN: '无往年二段投档数据，按公办民办、学费和你的偏好排序',
    zh_TW: '無往年二段投檔資料，按公辦民辦、學費和你的偏好排序',
    en: 'No second-segment cutoffs of past years; ordered by public or private, fees and your preferences',
  },

  // What the reader of a list must know (notices)
  'list.notice.parts': {
    zh_CN:
      '这张表共{{rows}}个志愿：前{{chong}}个是冲（录取机会较小，录上就是你更想去的），接着{{wen}}个稳，最后{{bao}}个保。平行志愿按顺序检索、录上即止，所以后面的保底志愿不占用前面的任何机会；模型也会出错，它们就是在前面全部落空时兜底的。',
    zh_TW:
      '這張表共{{rows}}個志願：前{{chong}}個是衝（錄取機會較小，錄上就是你更想去的），接著{{wen}}個穩，最後{{bao}}個保。平行志願按順序檢索、錄上即止，所以後面的保底志願不佔用前面的任何機會；模型也會出錯，它們就是在前面全部落空時兜底的。',
    en: 'This list has {{rows}} choices: {{chong}} reach choices first (a smaller chance, but where you would rather go), then {{wen}} matches, then {{bao}} safeties. Choices are tried in order and the first that admits you is used, so the safeties at the end cost no earlier chance; the model can be wrong, and they are there to catch you if everything above fails.',
  },
  'list.notice.partsVocational': {
    zh_CN:
      '这张表共{{rows}}个志愿：前{{chong}}个是冲（录取机会较小，录上就是你更想去的），接着{{wen}}个稳，然后{{bao}}个本科保底，表尾{{n}}个是一段招生的专科兜底。平行志愿按顺序检索、录上即止，所以后面的志愿不占用前面的任何机会。',
    zh_TW:
      '這張表共{{rows}}個志願：前{{chong}}個是衝（錄取機會較小，錄上就是你更想去的），接著{{wen}}個穩，然後{{bao}}個本科保底，表尾{{n}}個是一段招生的專科兜底。平行志願按順序檢索、錄上即止，所以後面的志願不佔用前面的任何機會。',
    en: 'This list has {{rows}} choices: {{chong}} reach choices first (a smaller chance, but where you would rather go), then {{wen}} matches, then {{bao}} undergraduate safeties, and last {{n}} vocational safeties recruiting in the first segment. Choices are tried in order and the first that admits you is used, so later choices cost no earlier chance.',
  },
  'list.notice.smallPool': {
    zh_CN: '符合你全部条件的专业只有{{rows}}个，已全部填入。放宽条件（地区、院校层次、排除类别、预算）可以得到更多选择。',
    zh_TW: '符合你全部條件的專業只有{{rows}}個，已全部填入。放寬條件（地區、院校層次、排除類別、預算）可以得到更多選擇。',
    en: 'Only {{rows}} programmes meet all your conditions, and all are in the list. Relaxing them (places, school level, ruled-out kinds, budget) gives more choice.',
  },
  'list.notice.targetShort': {
    zh_CN: '目标专业“{{name}}”想填{{wanted}}个，能够得着的只有{{found}}个。',
    zh_TW: '目標專業「{{name}}」想填{{wanted}}個，能夠得著的只有{{found}}個。',
    en: 'You asked for {{wanted}} programmes of "{{name}}"; only {{found}} are within reach.',
  },
  'list.notice.fallback': {
    zh_CN:
      '你的目标专业里有录取希望的只有{{wanted}}个，表尾补充了{{n}}个目标以外的志愿（已标注）：只在前面的目标专业都落空时才会用到。想让整张表都是目标专业，可以再加几个相近的专业后重新生成。',
    zh_TW:
      '你的目標專業裡有錄取希望的只有{{wanted}}個，表尾補充了{{n}}個目標以外的志願（已標註）：只在前面的目標專業都落空時才會用到。想讓整張表都是目標專業，可以再加幾個相近的專業後重新生成。',
    en: 'Only {{wanted}} programmes of your wanted majors are within reach, so {{n}} others were added at the end (marked): they are used only if every wanted one above fails. To fill the list with wanted majors, add a few related majors and generate it again.',
  },

  'list.notice.vocational': {
    zh_CN:
      '你的位次接近本科在一段录取的末尾（{{year}}年八成本科专业的录取位次在{{rank}}以内），这一段的本科专业常常一起变难。所以表尾{{n}}个志愿是一段招生的专科（高职）：前面{{undergrad}}个本科志愿都没录取时，你仍在一段被录取，不会滑到第二段。宁可去第二段再争取的，可以在“生成偏好”里关掉“一段专科兜底”后重新生成。',
    zh_TW:
      '你的位次接近本科在一段錄取的末尾（{{year}}年八成本科專業的錄取位次在{{rank}}以內），這一段的本科專業常常一起變難。所以表尾{{n}}個志願是一段招生的專科（高職）：前面{{undergrad}}個本科志願都沒錄取時，你仍在一段被錄取，不會滑到第二段。寧可去第二段再爭取的，可以在「生成偏好」裡關掉「一段專科兜底」後重新生成。',
    en: 'Your rank is near the end of undergraduate admissions in the first segment (in {{year}}, eight in ten undergraduate programmes filled within rank {{rank}}), where programmes often get harder together. So the last {{n}} choices are vocational programmes recruiting in the first segment: if none of the {{undergrad}} undergraduate choices above admits you, you are still admitted in the first segment instead of falling to the second. If you would rather try the second segment, turn off "vocational safeties in the first segment" in the preferences and generate again.',
  },
  'list.notice.undergradEdge': {
    zh_CN:
      '你的位次在本科录取的末段：{{year}}年九成本科专业的录取位次在{{rank}}以内。这一段的本科专业往往一起变难，模型还没学会：按模型，这张表录取本科的把握{{chance}}，但这一段模型偏乐观：回测中这一段位次的考生，一段实际录取本科的约{{realized}}，而当时算的是{{predicted}}。本科都落空时，表尾的一段专科会接住你。',
    zh_TW:
      '你的位次在本科錄取的末段：{{year}}年九成本科專業的錄取位次在{{rank}}以內。這一段的本科專業往往一起變難，模型還沒學會：按模型，這張表錄取本科的把握{{chance}}，但這一段模型偏樂觀：回測中這一段位次的考生，一段實際錄取本科的約{{realized}}，而當時算的是{{predicted}}。本科都落空時，表尾的一段專科會接住你。',
    en: 'Your rank is at the bottom of the undergraduate range: in {{year}}, nine in ten undergraduate programmes filled within rank {{rank}}. Programmes here tend to get harder together, which the model has not learnt yet: by the model this list gives {{chance}} for an undergraduate place, but here the model is too hopeful: in our backtest, students at these ranks were admitted to one about {{realized}} of the time, where their lists had predicted {{predicted}}. If every undergraduate choice fails, the vocational choices at the end catch you in the first segment.',
  },
  'list.notice.undergradEdgeNoVocational': {
    zh_CN:
      '你的位次在本科录取的末段：{{year}}年九成本科专业的录取位次在{{rank}}以内。这一段的本科专业往往一起变难，模型还没学会：回测中这一段位次的考生，一段实际录取本科的约{{realized}}，而这些表当时算的是{{predicted}}。你这张表只填本科：模型算的本科把握{{chance}}偏高、滑档风险{{slip}}偏低，请准备好第二段；打开“一段专科兜底”可以在一段就被录取。',
    zh_TW:
      '你的位次在本科錄取的末段：{{year}}年九成本科專業的錄取位次在{{rank}}以內。這一段的本科專業往往一起變難，模型還沒學會：回測中這一段位次的考生，一段實際錄取本科的約{{realized}}，而這些表當時算的是{{predicted}}。你這張表只填本科：模型算的本科把握{{chance}}偏高、滑檔風險{{slip}}偏低，請準備好第二段；開啟「一段專科兜底」可以在一段就被錄取。',
    en: 'Your rank is at the bottom of the undergraduate range: in {{year}}, nine in ten undergraduate programmes filled within rank {{rank}}. Programmes here tend to get harder together, which the model has not learnt yet: in our backtest, students at these ranks were admitted to an undergraduate programme about {{realized}} of the time, where their lists had predicted {{predicted}}. This list is undergraduate only: the model’s {{chance}} for a place is too high and its {{slip}} risk of no admission too low, so be ready for the second segment; turning on "vocational safeties in the first segment" gets you a place in the first.',
  },
  'list.notice.slipMissed': {
    zh_CN: '即使用上所有符合条件的专业，滑档风险仍约{{slip}}，高于你设定的{{max}}。请放宽条件，或考虑第二段。',
    zh_TW: '即使用上所有符合條件的專業，滑檔風險仍約{{slip}}，高於你設定的{{max}}。請放寬條件，或考慮第二段。',
    en: 'Even with every programme that meets your conditions, the risk of no admission is about {{slip}}, above your {{max}}. Relax the conditions or consider the second segment.',
  },
  'list.notice.missingPlanPart': {
    zh_CN:
      '我们的{{year}}年招生计划只有{{planSubjects}}考生可报的专业；要求{{subjects}}的专业不在其中，这张表可能缺少这些专业，请对照考试院公布的完整计划补充。',
    zh_TW:
      '我們的{{year}}年招生計劃只有{{planSubjects}}考生可報的專業；要求{{subjects}}的專業不在其中，這張表可能缺少這些專業，請對照考試院公布的完整計劃補充。',
    en: 'Our {{year}} plan holds only the programmes open to {{planSubjects}} candidates; programmes requiring {{subjects}} are missing, so this list may lack them. Check the full official plan.',
  },
  'list.notice.secondSegment': {
    zh_CN:
      '我们只有普通类第一段的历年投档线，第二段没有可参考的往年投档数据，因此不给出录取概率。下面是你在第二段可报的{{year}}年计划专业（专科，以及{{lastYear}}年一段未录满的本科）：先公办、后民办，每年学费不超过{{means}}元的在前，浙江和邻省在前，再按你的偏好排序；一段时分数远高于你的排在后面并标出。可导出后对照考试院公布的信息选择。',
    zh_TW:
      '我們只有普通類第一段的歷年投檔線，第二段沒有可參考的往年投檔資料，因此不給出錄取機率。下面是你在第二段可報的{{year}}年計劃專業（專科，以及{{lastYear}}年一段未錄滿的本科）：先公辦、後民辦，每年學費不超過{{means}}元的在前，浙江和鄰省在前，再按你的偏好排序；一段時分數遠高於你的排在後面並標出。可匯出後對照考試院公布的資訊選擇。',
    en: 'We have only first-segment cutoffs of past years; the second segment has no history to forecast from, so no probabilities are given. Below are the {{year}} plan programmes open to you in the second segment (vocational, and undergraduate ones not filled in the first segment in {{lastYear}}): public before private, those costing at most {{means}} yuan a year first, Zhejiang and its neighbours first, then by your preferences; programmes that took far higher scores in the first segment come later and are marked. Export them and check against the official figures.',
  },
  'list.notice.belowLine': {
    zh_CN: '你的总分{{score}}分低于{{year}}年一段线{{line}}分，第一段没有可报的机会。请把批次改为“普通类第二段”，我们会为第二段列出可报的专业。',
    zh_TW: '你的總分{{score}}分低於{{year}}年一段線{{line}}分，第一段沒有可報的機會。請把批次改為「普通類第二段」，我們會為第二段列出可報的專業。',
    en: 'Your total of {{score}} is below the {{year}} first-segment line of {{line}}, so the first segment holds no chance. Change your batch to the second segment and we will list what you can apply for there.',
  },
  'list.notice.forecast': {
    zh_CN:
      '录取概率预测的是{{forecastYear}}年的投档位次（依据{{fromYear}}–{{toYear}}年投档线），专业取自最新公布的{{year}}年招生计划；新计划公布后以新计划为准。',
    zh_TW:
      '錄取機率預測的是{{forecastYear}}年的投檔位次（依據{{fromYear}}–{{toYear}}年投檔線），專業取自最新公布的{{year}}年招生計劃；新計劃公布後以新計劃為準。',
    en: 'Probabilities forecast the {{forecastYear}} cutoff ranks (from the {{fromYear}}–{{toYear}} cutoffs); programmes come from the latest published plan ({{year}}). Use the new plan once it is published.',
  },
  // 智能审核 findings (list.finding.<code>) — judged with the generator's model and the student's own data
  'list.finding.tooMany': {
    zh_CN: '共填了{{n}}个志愿，超过每段最多{{max}}个的规定',
    zh_TW: '共填了{{n}}個志願，超過每段最多{{max}}個的規定',
    en: 'The list has {{n}} choices, more than the {{max}} a segment allows',
  },
  'list.finding.notInPlan': {
    zh_CN: '第{{row}}志愿不在当前招生计划中',
    zh_TW: '第{{row}}志願不在當前招生計劃中',
    en: 'Choice {{row}} is not in the current admissions plan',
  },
  'list.finding.duplicate': {
    zh_CN: '第{{row}}志愿与第{{first}}志愿重复（{{name}}）',
    zh_TW: '第{{row}}志願與第{{first}}志願重複（{{name}}）',
    en: 'Choice {{row}} repeats choice {{first}} ({{name}})',
  },
  'list.finding.wrongSegment': {
    zh_CN: '第{{row}}志愿（{{name}}）不在你所在的{{segment}}招生范围内',
    zh_TW: '第{{row}}志願（{{name}}）不在你所在的{{segment}}招生範圍內',
    en: 'Choice {{row}} ({{name}}) is not open in your segment ({{segment}})',
  },
  'list.finding.unknownRule': {
    zh_CN: '第{{row}}志愿（{{name}}）的选考要求没能识别，请对照招生计划原文核对',
    zh_TW: '第{{row}}志願（{{name}}）的選考要求沒能識別，請對照招生計劃原文核對',
    en: 'The subject requirement of choice {{row}} ({{name}}) could not be read; check it in the official plan',
  },
  'list.finding.subjectNotMetAll': {
    zh_CN: '第{{row}}志愿（{{name}}）要求选考{{subjects}}（均须选考），你的选考科目不符合，不能填报',
    zh_TW: '第{{row}}志願（{{name}}）要求選考{{subjects}}（均須選考），你的選考科目不符合，不能填報',
    en: 'Choice {{row}} ({{name}}) requires all of {{subjects}}; your subjects do not qualify',
  },
  'list.finding.subjectNotMetAny': {
    zh_CN: '第{{row}}志愿（{{name}}）要求选考{{subjects}}之一，你的选考科目不符合，不能填报',
    zh_TW: '第{{row}}志願（{{name}}）要求選考{{subjects}}之一，你的選考科目不符合，不能填報',
    en: 'Choice {{row}} ({{name}}) requires one of {{subjects}}; your subjects do not qualify',
  },
  'list.finding.noPrediction': {
    zh_CN: '第{{row}}志愿（{{name}}）往年无可参考的投档数据，无法估计录取概率，应当作冲刺志愿',
    zh_TW: '第{{row}}志願（{{name}}）往年無可參考的投檔資料，無法估計錄取機率，應當作衝刺志願',
    en: 'Choice {{row}} ({{name}}) has no past cutoffs to estimate from; treat it as a reach',
  },
  'list.finding.hopeless': {
    zh_CN: '第{{row}}志愿（{{name}}）录取概率只有约{{p}}，几乎没有希望',
    zh_TW: '第{{row}}志願（{{name}}）錄取機率只有約{{p}}，幾乎沒有希望',
    en: 'Choice {{row}} ({{name}}) has only about {{p}} chance: almost no hope',
  },
  'list.finding.avoided.medical': {
    zh_CN: '第{{row}}志愿（{{name}}）是医学类，你设定了不报医学',
    zh_TW: '第{{row}}志願（{{name}}）是醫學類，你設定了不報醫學',
    en: 'Choice {{row}} ({{name}}) is medicine, which you ruled out',
  },
  'list.finding.avoided.teacher': {
    zh_CN: '第{{row}}志愿（{{name}}）是师范类，你设定了不报师范',
    zh_TW: '第{{row}}志願（{{name}}）是師範類，你設定了不報師範',
    en: 'Choice {{row}} ({{name}}) is teacher training, which you ruled out',
  },
  'list.finding.avoided.minorLanguage': {
    zh_CN: '第{{row}}志愿（{{name}}）可能录取到小语种专业，你设定了不报小语种',
    zh_TW: '第{{row}}志願（{{name}}）可能錄取到小語種專業，你設定了不報小語種',
    en: 'Choice {{row}} ({{name}}) may place you in a minor language, which you ruled out',
  },
  'list.finding.avoided.directed': {
    zh_CN: '第{{row}}志愿（{{name}}）是定向培养，毕业后有服务要求，你没有选择接受定向',
    zh_TW: '第{{row}}志願（{{name}}）是定向培養，畢業後有服務要求，你沒有選擇接受定向',
    en: 'Choice {{row}} ({{name}}) is a directed programme with a service obligation, which you did not opt in to',
  },
  'list.finding.avoided.sinoForeign': {
    zh_CN: '第{{row}}志愿（{{name}}）是中外合作办学，学费较高，你没有选择接受中外合作',
    zh_TW: '第{{row}}志願（{{name}}）是中外合作辦學，學費較高，你沒有選擇接受中外合作',
    en: 'Choice {{row}} ({{name}}) is a Sino-foreign programme with high fees, which you did not opt in to',
  },
  'list.finding.avoided.minorityOnly': {
    zh_CN: '第{{row}}志愿（{{name}}）只招少数民族考生（民族班或预科），你没有选择报考这类班级',
    zh_TW: '第{{row}}志願（{{name}}）只招少數民族考生（民族班或預科），你沒有選擇報考這類班級',
    en: 'Choice {{row}} ({{name}}) admits ethnic-minority students only (a minority or preparatory class), which you did not opt in to',
  },
  'list.finding.overBudget': {
    zh_CN: '第{{row}}志愿（{{name}}）学费每年{{tuition}}元，超过你的预算{{max}}元',
    zh_TW: '第{{row}}志願（{{name}}）學費每年{{tuition}}元，超過你的預算{{max}}元',
    en: 'Choice {{row}} ({{name}}) costs {{tuition}} yuan a year, above your budget of {{max}}',
  },
  'list.finding.highTuition': {
    zh_CN: '第{{row}}志愿（{{name}}）学费较高：每年{{tuition}}元，请确认能承担四年的学费',
    zh_TW: '第{{row}}志願（{{name}}）學費較高：每年{{tuition}}元，請確認能承擔四年的學費',
    en: 'Choice {{row}} ({{name}}) costs {{tuition}} yuan a year; make sure the family can pay it for four years',
  },
  'list.finding.scoreNotMet.english': {
    zh_CN: '第{{row}}志愿（{{name}}）要求外语不低于{{min}}分，你的外语{{have}}分，达不到，录取后会被退档',
    zh_TW: '第{{row}}志願（{{name}}）要求外語不低於{{min}}分，你的外語{{have}}分，達不到，錄取後會被退檔',
    en: 'Choice {{row}} ({{name}}) needs a foreign-language score of at least {{min}}; yours is {{have}}, so you would be rejected after filing',
  },
  'list.finding.scoreNotMet.math': {
    zh_CN: '第{{row}}志愿（{{name}}）要求数学不低于{{min}}分，你的数学{{have}}分，达不到，录取后会被退档',
    zh_TW: '第{{row}}志願（{{name}}）要求數學不低於{{min}}分，你的數學{{have}}分，達不到，錄取後會被退檔',
    en: 'Choice {{row}} ({{name}}) needs a maths score of at least {{min}}; yours is {{have}}, so you would be rejected after filing',
  },
  'list.finding.scoreNotMet.chinese': {
    zh_CN: '第{{row}}志愿（{{name}}）要求语文不低于{{min}}分，你的语文{{have}}分，达不到，录取后会被退档',
    zh_TW: '第{{row}}志願（{{name}}）要求語文不低於{{min}}分，你的語文{{have}}分，達不到，錄取後會被退檔',
    en: 'Choice {{row}} ({{name}}) needs a Chinese score of at least {{min}}; yours is {{have}}, so you would be rejected after filing',
  },
  'list.finding.scoreUnknown.english': {
    zh_CN: '第{{row}}志愿（{{name}}）要求外语不低于{{min}}分，你还没有填写外语成绩',
    zh_TW: '第{{row}}志願（{{name}}）要求外語不低於{{min}}分，你還沒有填寫外語成績',
    en: 'Choice {{row}} ({{name}}) needs a foreign-language score of at least {{min}}; you have not entered yours',
  },
  'list.finding.scoreUnknown.math': {
    zh_CN: '第{{row}}志愿（{{name}}）要求数学不低于{{min}}分，你还没有填写数学成绩',
    zh_TW: '第{{row}}志願（{{name}}）要求數學不低於{{min}}分，你還沒有填寫數學成績',
    en: 'Choice {{row}} ({{name}}) needs a maths score of at least {{min}}; you have not entered yours',
  },
  'list.finding.scoreUnknown.chinese': {
    zh_CN: '第{{row}}志愿（{{name}}）要求语文不低于{{min}}分，你还没有填写语文成绩',
    zh_TW: '第{{row}}志願（{{name}}）要求語文不低於{{min}}分，你還沒有填寫語文成績',
    en: 'Choice {{row}} ({{name}}) needs a Chinese score of at least {{min}}; you have not entered yours',
  },
  'list.finding.sexNotMet': {
    zh_CN: '第{{row}}志愿（{{name}}）对性别有限制：“{{text}}”，与你的性别不符',
    zh_TW: '第{{row}}志願（{{name}}）對性別有限制：「{{text}}」，與你的性別不符',
    en: 'Choice {{row}} ({{name}}) is limited by sex ("{{text}}") and you do not qualify',
  },
  'list.finding.sexAdvised': {
    zh_CN: '第{{row}}志愿（{{name}}）学校提醒：“{{text}}”',
    zh_TW: '第{{row}}志願（{{name}}）學校提醒：「{{text}}」',
    en: 'Choice {{row}} ({{name}}): the school advises "{{text}}"',
  },
  'list.finding.sexUnknown': {
    zh_CN: '第{{row}}志愿（{{name}}）对性别有要求：“{{text}}”，请在个人信息中填写性别',
    zh_TW: '第{{row}}志願（{{name}}）對性別有要求：「{{text}}」，請在個人資訊中填寫性別',
    en: 'Choice {{row}} ({{name}}) has a rule on sex ("{{text}}"); enter your sex in your profile',
  },
  'list.finding.ask.colour': {
    zh_CN: '第{{row}}志愿（{{name}}）有色觉限制：“{{text}}”。色觉异常的考生录取后可能被退档',
    zh_TW: '第{{row}}志願（{{name}}）有色覺限制：「{{text}}」。色覺異常的考生錄取後可能被退檔',
    en: 'Choice {{row}} ({{name}}) has a colour-vision rule: "{{text}}". Candidates with colour-vision problems may be rejected',
  },
  'list.finding.ask.physical': {
    zh_CN: '第{{row}}志愿（{{name}}）有体检或身体条件要求：“{{text}}”',
    zh_TW: '第{{row}}志願（{{name}}）有體檢或身體條件要求：「{{text}}」',
    en: 'Choice {{row}} ({{name}}) has a physical requirement: "{{text}}"',
  },
  'list.finding.ask.language': {
    zh_CN: '第{{row}}志愿（{{name}}）对外语语种有限制：“{{text}}”',
    zh_TW: '第{{row}}志願（{{name}}）對外語語種有限制：「{{text}}」',
    en: 'Choice {{row}} ({{name}}) limits the foreign language: "{{text}}"',
  },
  'list.finding.ask.service': {
    zh_CN: '第{{row}}志愿（{{name}}）需签订定向或服务协议：“{{text}}”',
    zh_TW: '第{{row}}志願（{{name}}）需簽訂定向或服務協議：「{{text}}」',
    en: 'Choice {{row}} ({{name}}) needs a directed or service agreement: "{{text}}"',
  },
  'list.finding.ask.singleSubject': {
    zh_CN: '第{{row}}志愿（{{name}}）有单科成绩要求：“{{text}}”',
    zh_TW: '第{{row}}志願（{{name}}）有單科成績要求：「{{text}}」',
    en: 'Choice {{row}} ({{name}}) has a single-subject requirement: "{{text}}"',
  },
  'list.finding.ask.gender': {
    zh_CN: '第{{row}}志愿（{{name}}）对性别有要求：“{{text}}”',
    zh_TW: '第{{row}}志願（{{name}}）對性別有要求：「{{text}}」',
    en: 'Choice {{row}} ({{name}}) has a rule on sex: "{{text}}"',
  },
  'list.finding.orderInversion': {
    zh_CN: '按你的偏好，第{{row}}志愿（{{name}}）比第{{to}}志愿（{{before}}）更想去，却排在后面：前面一旦录取就轮不到它',
    zh_TW: '按你的偏好，第{{row}}志願（{{name}}）比第{{to}}志願（{{before}}）更想去，卻排在後面：前面一旦錄取就輪不到它',
    en: 'By your preferences you would rather go to choice {{row}} ({{name}}) than choice {{to}} ({{before}}), but it comes later: if the earlier one admits you, it is never tried',
  },
  'list.finding.slipRisk': {
    zh_CN: '这张表约有{{slip}}的可能一个都不被投档（滑档），高于你设定的{{max}}',
    zh_TW: '這張表約有{{slip}}的可能一個都不被投檔（滑檔），高於你設定的{{max}}',
    en: 'This list has about {{slip}} chance of no filing at all, above your {{max}}',
  },

  // One-click fixes (list.fix.<action>)
  'list.fix.delete': { zh_CN: '删去这个志愿', zh_TW: '刪去這個志願', en: 'Remove this choice' },
  'list.fix.deleteRows': { zh_CN: '删去第{{from}}–{{to}}志愿', zh_TW: '刪去第{{from}}–{{to}}志願', en: 'Remove choices {{from}}–{{to}}' },
  'list.fix.move': { zh_CN: '移到第{{to}}志愿', zh_TW: '移到第{{to}}志願', en: 'Move it to choice {{to}}' },
  'list.fix.add': { zh_CN: '在表尾加入{{n}}个保底志愿', zh_TW: '在表尾加入{{n}}個保底志願', en: 'Add {{n}} safety choices at the end' },
  'list.fix.regenerate': { zh_CN: '用AI重新生成志愿表', zh_TW: '用AI重新生成志願表', en: 'Rebuild the list with the AI' },
  'list.fix.editProfile': { zh_CN: '去完善个人信息', zh_TW: '去完善個人資訊', en: 'Complete your profile' },

  // Check summary (list.summary.<code>)
  'list.summary.counts': {
    zh_CN: '共{{n}}个志愿：冲{{chong}}个、稳{{wen}}个、保{{bao}}个、不建议{{no}}个、无法估计{{unknown}}个。',
    zh_TW: '共{{n}}個志願：衝{{chong}}個、穩{{wen}}個、保{{bao}}個、不建議{{no}}個、無法估計{{unknown}}個。',
    en: '{{n}} choices: {{chong}} reach, {{wen}} match, {{bao}} safety, {{no}} not advised, {{unknown}} without an estimate.',
  },
  'list.summary.outcome': {
    zh_CN: '前10个志愿录取的可能约{{top10}}，滑档风险约{{slip}}。',
    zh_TW: '前10個志願錄取的可能約{{top10}}，滑檔風險約{{slip}}。',
    en: 'About {{top10}} to be admitted within the first 10 choices; about {{slip}} risk of no admission.',
  },
  'list.summary.noHistory': {
    zh_CN: '第二段没有往年投档数据，不估计录取概率。',
    zh_TW: '第二段沒有往年投檔資料，不估計錄取機率。',
    en: 'The second segment has no past cutoffs, so no probabilities are estimated.',
  },
  'list.summary.clean': { zh_CN: '没有发现需要修改的问题。', zh_TW: '沒有發現需要修改的問題。', en: 'Nothing needs changing.' },
  'list.summary.problems': {
    zh_CN: '发现{{errors}}个必须修改的问题、{{warnings}}个建议修改的问题，见下方逐条说明。',
    zh_TW: '發現{{errors}}個必須修改的問題、{{warnings}}個建議修改的問題，見下方逐條說明。',
    en: 'Found {{errors}} problems that must be fixed and {{warnings}} worth fixing; see each below.',
  },
  // What a forecast rests on (list.basis.<source>)
  'list.basis.own': { zh_CN: '依据本专业{{years}}年投档位次', zh_TW: '依據本專業{{years}}年投檔位次', en: 'From this programme’s cutoff ranks of {{years}}' },
  'list.basis.ownShort': {
    zh_CN: '依据本专业{{years}}年投档位次（历史较短，区间更宽）',
    zh_TW: '依據本專業{{years}}年投檔位次（歷史較短，區間更寬）',
    en: 'From this programme’s cutoff ranks of {{years}} (a short history, so a wider range)',
  },
  'list.basis.similar': {
    zh_CN: '本专业往年无投档记录，参考本校相近专业（{{from}}）估计，区间更宽',
    zh_TW: '本專業往年無投檔記錄，參考本校相近專業（{{from}}）估計，區間更寬',
    en: 'No past cutoffs of its own: estimated from similar programmes of the school ({{from}}), with a wider range',
  },
  'list.basis.school': {
    zh_CN: '本专业往年无投档记录，本校也无相近专业，按本校各专业的中位水平估计，区间很宽',
    zh_TW: '本專業往年無投檔記錄，本校也無相近專業，按本校各專業的中位水平估計，區間很寬',
    en: 'No past cutoffs of its own or of similar programmes: estimated from the school’s median, with a very wide range',
  },
  'list.basis.none': {
    zh_CN: '该专业及同校相近专业均无往年投档线，无法预测',
    zh_TW: '該專業及同校相近專業均無往年投檔線，無法預測',
    en: 'Neither this programme nor similar ones of the school have past cutoffs: no forecast',
  },
  'list.basis.secondSegment': {
    zh_CN: '第二段没有往年投档数据，不作预测',
    zh_TW: '第二段沒有往年投檔資料，不作預測',
    en: 'The second segment has no past cutoffs: no forecast',
  },
  // The dearest year's true cost (src/core/domain/admission/programmeCost.ts), beside the plan's tuition
  'list.cost.foreign': {
    zh_CN: '境外学习期间约{{yuan}}元/年：{{amount}}{{currency}}，按1{{currency}}≈{{rate}}元（{{date}}汇率，以缴费时为准）',
    zh_TW: '境外學習期間約{{yuan}}元/年：{{amount}}{{currency}}，按1{{currency}}≈{{rate}}元（{{date}}匯率，以繳費時為準）',
    en: 'About {{yuan}} yuan a year abroad: {{amount}} {{currency}} at {{rate}} yuan each ({{date}} rate; paid at the day’s rate)',
  },
  'list.cost.foreignPlusHome': {
    zh_CN: '境外学习期间约{{yuan}}元/年：外方{{amount}}{{currency}}（按1{{currency}}≈{{rate}}元，{{date}}汇率）另加本校学费',
    zh_TW: '境外學習期間約{{yuan}}元/年：外方{{amount}}{{currency}}（按1{{currency}}≈{{rate}}元，{{date}}匯率）另加本校學費',
    en: 'About {{yuan}} yuan a year abroad: {{amount}} {{currency}} to the partner ({{rate}} yuan each, {{date}} rate) plus the home tuition',
  },
  'list.cost.laterYears': {
    zh_CN: '部分学年（或校区）学费{{yuan}}元/年',
    zh_TW: '部分學年（或校區）學費{{yuan}}元/年',
    en: 'Some years (or campuses) cost {{yuan}} yuan a year',
  },
  'list.cost.abroadUnstated': {
    zh_CN: '境外学习期间另按外方标准收费，简注未写明金额',
    zh_TW: '境外學習期間另按外方標準收費，簡注未寫明金額',
    en: 'Years abroad are charged at the partner’s fees, which the plan does not state',
  },
  'list.basis.notInPlan': {
    zh_CN: '该专业不在当前招生计划中，请删除后重新选择',
    zh_TW: '該專業不在當前招生計劃中，請刪除後重新選擇',
    en: 'This programme is not in the current plan; remove it and choose again',
  },
  // Restrictions written in a plan's notes (list.restriction.<kind>)
  'list.restriction.colour': {
    zh_CN: '有色觉（色盲/色弱）限制，色觉异常的考生录取后可能被退档',
    zh_TW: '有色覺（色盲/色弱）限制，色覺異常的考生錄取後可能被退檔',
    en: 'Colour-vision limits: candidates with colour-vision problems may be rejected after filing',
  },
  'list.restriction.singleSubject': {
    zh_CN: '有单科成绩要求，达不到会被退档',
    zh_TW: '有單科成績要求，達不到會被退檔',
    en: 'A single-subject score requirement: below it you are rejected after filing',
  },
  'list.restriction.singleSubjectMissed.english': {
    zh_CN: '要求外语不低于{{min}}分，你的外语{{have}}分，达不到，录取后会被退档',
    zh_TW: '要求外語不低於{{min}}分，你的外語{{have}}分，達不到，錄取後會被退檔',
    en: 'Needs foreign-language of at least {{min}}; yours is {{have}}, so you would be rejected after filing',
  },
  'list.restriction.singleSubjectMissed.math': {
    zh_CN: '要求数学不低于{{min}}分，你的数学{{have}}分，达不到，录取后会被退档',
    zh_TW: '要求數學不低於{{min}}分，你的數學{{have}}分，達不到，錄取後會被退檔',
    en: 'Needs maths of at least {{min}}; yours is {{have}}, so you would be rejected after filing',
  },
  'list.restriction.singleSubjectMissed.chinese': {
    zh_CN: '要求语文不低于{{min}}分，你的语文{{have}}分，达不到，录取后会被退档',
    zh_TW: '要求語文不低於{{min}}分，你的語文{{have}}分，達不到，錄取後會被退檔',
    en: 'Needs Chinese of at least {{min}}; yours is {{have}}, so you would be rejected after filing',
  },
  'list.restriction.physical': { zh_CN: '有体检或身体条件要求', zh_TW: '有體檢或身體條件要求', en: 'Physical or medical-check requirements' },
  'list.restriction.language': { zh_CN: '对外语语种有限制', zh_TW: '對外語語種有限制', en: 'Limits on the foreign language taken' },
  'list.restriction.gender': { zh_CN: '对性别有要求', zh_TW: '對性別有要求', en: 'A rule on sex' },
  'list.restriction.service': {
    zh_CN: '需签订定向或服务协议，毕业后有服务年限',
    zh_TW: '需簽訂定向或服務協議，畢業後有服務年限',
    en: 'A directed or service agreement with years of service after graduation',
  },
} as const satisfies Record<string, Record<Lang, string>>
