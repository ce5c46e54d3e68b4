/**
 * Words of the list engine (src/core/domain/admission): why a row is recommended, what a list's reader
 * must know, the check's findings and their fixes, and the prediction basis. The domain returns codes with
 * parameters; the server renders them in the request's language and the web app reads the same keys.
 * Percentages arrive already formatted (e.g. "0.8%"), so no language formats numbers differently.
 */
export const listMessages_zh_CN = {
  // Words the renderers put into params (src/core/domain/paramWords.ts): a segment, and how a list is joined
  'list.segment.first': '第一段',
  'list.segment.second': '第二段',
  'list.separator': '、',
  // 为什么推荐 (row reasons)
  'list.reason.targetMajor': '你想学的专业：{{name}}',
  'list.reason.targetIncluded': '大类/试验班含你想学的{{name}}',
  'list.reason.tier.c9': 'C9 高校',
  'list.reason.tier.985': '985 高校',
  'list.reason.tier.211': '211 高校',
  'list.reason.tier.doubleFirst': '“双一流”建设高校',
  'list.reason.tier.public': '公办本科',
  'list.reason.tier.private': '民办/独立学院本科',
  'list.reason.tier.vocationalPublic': '公办专科',
  'list.reason.tier.vocationalPrivate': '民办专科',
  'list.reason.branchCampus': '分校区：按它自己的录取位次看待，不沿用本部的层次和排名',
  'list.reason.ruanke': '软科2025排名第{{rank}}',
  'list.reason.selective': '本校录取位次靠前的专业',
  'list.reason.province': '在你想去的{{name}}',
  'list.reason.city': '在你想去的{{name}}',
  'list.reason.safety': '保底：录取概率约{{p}}，前面都落空时兜底',
  'list.reason.market': '往年考生的选择：{{year}}年最低录取位次{{rank}}',
  'list.reason.marketUnfilled': '{{year}}年一段没有录满：线上报考的考生都被录取',
  'list.reason.vocational': '一段招生的专科（高职）：前面的本科都没录取时，仍在一段被录取',
  'list.reason.fallback': '不在目标专业内，为控制滑档风险而补充',
  'list.reason.farAbove': '注意：近年一段最低分曾到{{score}}分，比你的{{total}}分高得多，二段余下的名额也可能被高分考生录满',
  'list.reason.unfilledLastYear': '{{year}}年一段未录满，余额转入二段',
  'list.reason.noHistory': '无往年二段投档数据，按公办民办、学费和你的偏好排序',
  // What the reader of a list must know (notices)
  'list.notice.parts':
    '这张表共{{rows}}个志愿：前{{chong}}个是冲（录取机会较小，录上就是你更想去的），接着{{wen}}个稳，最后{{bao}}个保。平行志愿按顺序检索、录上即止，所以后面的保底志愿不占用前面的任何机会；模型也会出错，它们就是在前面全部落空时兜底的。',
  'list.notice.partsVocational':
    '这张表共{{rows}}个志愿：前{{chong}}个是冲（录取机会较小，录上就是你更想去的），接着{{wen}}个稳，然后{{bao}}个本科保底，表尾{{n}}个是一段招生的专科兜底。平行志愿按顺序检索、录上即止，所以后面的志愿不占用前面的任何机会。',
  'list.notice.smallPool': '符合你全部条件的专业只有{{rows}}个，已全部填入。放宽条件（地区、院校层次、排除类别、预算）可以得到更多选择。',
  'list.notice.targetShort': '目标专业“{{name}}”想填{{wanted}}个，能够得着的只有{{found}}个。',
  'list.notice.fallback':
    '你的目标专业里有录取希望的只有{{wanted}}个，表尾补充了{{n}}个目标以外的志愿（已标注）：只在前面的目标专业都落空时才会用到。想让整张表都是目标专业，可以再加几个相近的专业后重新生成。',
  'list.notice.vocational':
    '你的位次接近本科在一段录取的末尾（{{year}}年八成本科专业的录取位次在{{rank}}以内），这一段的本科专业常常一起变难。所以表尾{{n}}个志愿是一段招生的专科（高职）：前面{{undergrad}}个本科志愿都没录取时，你仍在一段被录取，不会滑到第二段。宁可去第二段再争取的，可以在“生成偏好”里关掉“一段专科兜底”后重新生成。',
  'list.notice.undergradEdge':
    '你的位次在本科录取的末段：{{year}}年九成本科专业的录取位次在{{rank}}以内。这一段的本科专业往往一起变难，模型还没学会：按模型，这张表录取本科的把握{{chance}}，但这一段模型偏乐观：回测中这一段位次的考生，一段实际录取本科的约{{realized}}，而当时算的是{{predicted}}。本科都落空时，表尾的一段专科会接住你。',
  'list.notice.undergradEdgeNoVocational':
    '你的位次在本科录取的末段：{{year}}年九成本科专业的录取位次在{{rank}}以内。这一段的本科专业往往一起变难，模型还没学会：回测中这一段位次的考生，一段实际录取本科的约{{realized}}，而这些表当时算的是{{predicted}}。你这张表只填本科：模型算的本科把握{{chance}}偏高、滑档风险{{slip}}偏低，请准备好第二段；打开“一段专科兜底”可以在一段就被录取。',
  'list.notice.slipMissed': '即使用上所有符合条件的专业，滑档风险仍约{{slip}}，高于你设定的{{max}}。请放宽条件，或考虑第二段。',
  'list.notice.missingPlanPart':
    '我们的{{year}}年招生计划只有{{planSubjects}}考生可报的专业；要求{{subjects}}的专业不在其中，这张表可能缺少这些专业，请对照考试院公布的完整计划补充。',
  'list.notice.secondSegment':
    '我们只有普通类第一段的历年投档线，第二段没有可参考的往年投档数据，因此不给出录取概率。下面是你在第二段可报的{{year}}年计划专业（专科，以及{{lastYear}}年一段未录满的本科）：先公办、后民办，每年学费不超过{{means}}元的在前，浙江和邻省在前，再按你的偏好排序；一段时分数远高于你的排在后面并标出。可导出后对照考试院公布的信息选择。',
  'list.notice.belowLine':
    '你的总分{{score}}分低于{{year}}年一段线{{line}}分，第一段没有可报的机会。请把批次改为“普通类第二段”，我们会为第二段列出可报的专业。',
  'list.notice.forecast':
    '录取概率预测的是{{forecastYear}}年的投档位次（依据{{fromYear}}–{{toYear}}年投档线），专业取自最新公布的{{year}}年招生计划；新计划公布后以新计划为准。',
  // 智能审核 findings (list.finding.<code>) — judged with the generator's model and the student's own data
  'list.finding.tooMany': '共填了{{n}}个志愿，超过每段最多{{max}}个的规定',
  'list.finding.notInPlan': '第{{row}}志愿不在当前招生计划中',
  'list.finding.duplicate': '第{{row}}志愿与第{{first}}志愿重复（{{name}}）',
  'list.finding.wrongSegment': '第{{row}}志愿（{{name}}）不在你所在的{{segment}}招生范围内',
  'list.finding.unknownRule': '第{{row}}志愿（{{name}}）的选考要求没能识别，请对照招生计划原文核对',
  'list.finding.subjectNotMetAll': '第{{row}}志愿（{{name}}）要求选考{{subjects}}（均须选考），你的选考科目不符合，不能填报',
  'list.finding.subjectNotMetAny': '第{{row}}志愿（{{name}}）要求选考{{subjects}}之一，你的选考科目不符合，不能填报',
  'list.finding.noPrediction': '第{{row}}志愿（{{name}}）往年无可参考的投档数据，无法估计录取概率，应当作冲刺志愿',
  'list.finding.hopeless': '第{{row}}志愿（{{name}}）录取概率只有约{{p}}，几乎没有希望',
  'list.finding.avoided.medical': '第{{row}}志愿（{{name}}）是医学类，你设定了不报医学',
  'list.finding.avoided.teacher': '第{{row}}志愿（{{name}}）是师范类，你设定了不报师范',
  'list.finding.avoided.minorLanguage': '第{{row}}志愿（{{name}}）可能录取到小语种专业，你设定了不报小语种',
  'list.finding.avoided.directed': '第{{row}}志愿（{{name}}）是定向培养，毕业后有服务要求，你没有选择接受定向',
  'list.finding.avoided.sinoForeign': '第{{row}}志愿（{{name}}）是中外合作办学，学费较高，你没有选择接受中外合作',
  'list.finding.avoided.minorityOnly': '第{{row}}志愿（{{name}}）只招少数民族考生（民族班或预科），你没有选择报考这类班级',
  'list.finding.overBudget': '第{{row}}志愿（{{name}}）学费每年{{tuition}}元，超过你的预算{{max}}元',
  'list.finding.highTuition': '第{{row}}志愿（{{name}}）学费较高：每年{{tuition}}元，请确认能承担四年的学费',
  'list.finding.scoreNotMet.english': '第{{row}}志愿（{{name}}）要求外语不低于{{min}}分，你的外语{{have}}分，达不到，录取后会被退档',
  'list.finding.scoreNotMet.math': '第{{row}}志愿（{{name}}）要求数学不低于{{min}}分，你的数学{{have}}分，达不到，录取后会被退档',
  'list.finding.scoreNotMet.chinese': '第{{row}}志愿（{{name}}）要求语文不低于{{min}}分，你的语文{{have}}分，达不到，录取后会被退档',
  'list.finding.scoreUnknown.english': '第{{row}}志愿（{{name}}）要求外语不低于{{min}}分，你还没有填写外语成绩',
  'list.finding.scoreUnknown.math': '第{{row}}志愿（{{name}}）要求数学不低于{{min}}分，你还没有填写数学成绩',
  'list.finding.scoreUnknown.chinese': '第{{row}}志愿（{{name}}）要求语文不低于{{min}}分，你还没有填写语文成绩',
  'list.finding.sexNotMet': '第{{row}}志愿（{{name}}）对性别有限制：“{{text}}”，与你的性别不符',
  'list.finding.sexAdvised': '第{{row}}志愿（{{name}}）学校提醒：“{{text}}”',
  'list.finding.sexUnknown': '第{{row}}志愿（{{name}}）对性别有要求：“{{text}}”，请在个人信息中填写性别',
  'list.finding.ask.colour': '第{{row}}志愿（{{name}}）有色觉限制：“{{text}}”。色觉异常的考生录取后可能被退档',
  'list.finding.ask.physical': '第{{row}}志愿（{{name}}）有体检或身体条件要求：“{{text}}”',
  'list.finding.ask.language': '第{{row}}志愿（{{name}}）对外语语种有限制：“{{text}}”',
  'list.finding.ask.service': '第{{row}}志愿（{{name}}）需签订定向或服务协议：“{{text}}”',
  'list.finding.ask.singleSubject': '第{{row}}志愿（{{name}}）有单科成绩要求：“{{text}}”',
  'list.finding.ask.gender': '第{{row}}志愿（{{name}}）对性别有要求：“{{text}}”',
  'list.finding.orderInversion': '按你的偏好，第{{row}}志愿（{{name}}）比第{{to}}志愿（{{before}}）更想去，却排在后面：前面一旦录取就轮不到它',
  'list.finding.slipRisk': '这张表约有{{slip}}的可能一个都不被投档（滑档），高于你设定的{{max}}',
  // One-click fixes (list.fix.<action>)
  'list.fix.delete': '删去这个志愿',
  'list.fix.deleteRows': '删去第{{from}}–{{to}}志愿',
  'list.fix.move': '移到第{{to}}志愿',
  'list.fix.add': '在表尾加入{{n}}个保底志愿',
  'list.fix.regenerate': '用AI重新生成志愿表',
  'list.fix.editProfile': '去完善个人信息',
  // Check summary (list.summary.<code>)
  'list.summary.counts': '共{{n}}个志愿：冲{{chong}}个、稳{{wen}}个、保{{bao}}个、不建议{{no}}个、无法估计{{unknown}}个。',
  'list.summary.outcome': '前10个志愿录取的可能约{{top10}}，滑档风险约{{slip}}。',
  'list.summary.noHistory': '第二段没有往年投档数据，不估计录取概率。',
  'list.summary.clean': '没有发现需要修改的问题。',
  'list.summary.problems': '发现{{errors}}个必须修改的问题、{{warnings}}个建议修改的问题，见下方逐条说明。',
  // What a forecast rests on (list.basis.<source>)
  'list.basis.own': '依据本专业{{years}}年投档位次',
  'list.basis.ownShort': '依据本专业{{years}}年投档位次（历史较短，区间更宽）',
  'list.basis.similar': '本专业往年无投档记录，参考本校相近专业（{{from}}）估计，区间更宽',
  'list.basis.school': '本专业往年无投档记录，本校也无相近专业，按本校各专业的中位水平估计，区间很宽',
  'list.basis.none': '该专业及同校相近专业均无往年投档线，无法预测',
  'list.basis.secondSegment': '第二段没有往年投档数据，不作预测',
  // The dearest year's true cost (src/core/domain/admission/programmeCost.ts), beside the plan's tuition
  'list.cost.foreign': '境外学习期间约{{yuan}}元/年：{{amount}}{{currency}}，按1{{currency}}≈{{rate}}元（{{date}}汇率，以缴费时为准）',
  'list.cost.foreignPlusHome': '境外学习期间约{{yuan}}元/年：外方{{amount}}{{currency}}（按1{{currency}}≈{{rate}}元，{{date}}汇率）另加本校学费',
  'list.cost.laterYears': '部分学年（或校区）学费{{yuan}}元/年',
  'list.cost.abroadUnstated': '境外学习期间另按外方标准收费，简注未写明金额',
  'list.basis.notInPlan': '该专业不在当前招生计划中，请删除后重新选择',
  // Restrictions written in a plan's notes (list.restriction.<kind>)
  'list.restriction.colour': '有色觉（色盲/色弱）限制，色觉异常的考生录取后可能被退档',
  'list.restriction.singleSubject': '有单科成绩要求，达不到会被退档',
  'list.restriction.singleSubjectMissed.english': '要求外语不低于{{min}}分，你的外语{{have}}分，达不到，录取后会被退档',
  'list.restriction.singleSubjectMissed.math': '要求数学不低于{{min}}分，你的数学{{have}}分，达不到，录取后会被退档',
  'list.restriction.singleSubjectMissed.chinese': '要求语文不低于{{min}}分，你的语文{{have}}分，达不到，录取后会被退档',
  'list.restriction.physical': '有体检或身体条件要求',
  'list.restriction.language': '对外语语种有限制',
  'list.restriction.gender': '对性别有要求',
  'list.restriction.service': '需签订定向或服务协议，毕业后有服务年限',
}
