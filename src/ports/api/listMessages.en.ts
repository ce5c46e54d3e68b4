import type { listMessages_zh_CN } from './listMessages.zh_CN'

/** The words of listMessages.zh_CN.ts in English, key for key (a missing or extra key does not type-check). */
export const listMessages_en: Record<keyof typeof listMessages_zh_CN, string> = {
  // Words the renderers put into params (src/core/domain/paramWords.ts): a segment, and how a list is joined
  'list.segment.first': 'first segment',
  'list.segment.second': 'second segment',
  'list.separator': ', ',
  // 为什么推荐 (row reasons)
  'list.reason.targetMajor': 'A major you want: {{name}}',
  'list.reason.targetIncluded': 'A broad programme that includes {{name}}, which you want',
  'list.reason.tier.c9': 'C9 university',
  'list.reason.tier.985': '985 university',
  'list.reason.tier.211': '211 university',
  'list.reason.tier.doubleFirst': '"Double First-Class" university',
  'list.reason.tier.public': 'Public undergraduate university',
  'list.reason.tier.private': 'Private or independent college (undergraduate)',
  'list.reason.tier.vocationalPublic': 'Public vocational college',
  'list.reason.tier.vocationalPrivate': 'Private vocational college',
  'list.reason.branchCampus': 'A branch campus: judged by its own cutoffs, not by its parent university’s tier or ranking',
  'list.reason.ruanke': 'ShanghaiRanking 2025: #{{rank}}',
  'list.reason.selective': 'One of the school’s most selective programmes',
  'list.reason.province': 'In {{name}}, where you want to study',
  'list.reason.city': 'In {{name}}, where you want to study',
  'list.reason.safety': 'Safety: about {{p}} to be admitted; it catches you if everything above fails',
  'list.reason.market': 'What students chose: lowest admitted rank {{rank}} in {{year}}',
  'list.reason.marketUnfilled': 'Not filled in the first segment in {{year}}: every applicant above the line was admitted',
  'list.reason.vocational': 'A vocational programme recruiting in the first segment: a place there if no undergraduate choice above admits you',
  'list.reason.fallback': 'Outside your wanted majors, added to keep the risk of no admission low',
  'list.reason.farAbove':
    'Mind: its first-segment cutoff reached {{score}} in recent years, far above your {{total}}; its second-segment places may go to higher scores too',
  'list.reason.unfilledLastYear': 'Not filled in the first segment in {{year}}; the places went to the second',
  'list.reason.noHistory': 'No second-segment cutoffs of past years; ordered by public or private, fees and your preferences',
  // What the reader of a list must know (notices)
  'list.notice.parts':
    'This list has {{rows}} choices: {{chong}} reach choices first (a smaller chance, but where you would rather go), then {{wen}} matches, then {{bao}} safeties. Choices are tried in order and the first that admits you is used, so the safeties at the end cost no earlier chance; the model can be wrong, and they are there to catch you if everything above fails.',
  'list.notice.partsVocational':
    'This list has {{rows}} choices: {{chong}} reach choices first (a smaller chance, but where you would rather go), then {{wen}} matches, then {{bao}} undergraduate safeties, and last {{n}} vocational safeties recruiting in the first segment. Choices are tried in order and the first that admits you is used, so later choices cost no earlier chance.',
  'list.notice.smallPool':
    'Only {{rows}} programmes meet all your conditions, and all are in the list. Relaxing them (places, school level, ruled-out kinds, budget) gives more choice.',
  'list.notice.targetShort': 'You asked for {{wanted}} programmes of "{{name}}"; only {{found}} are within reach.',
  'list.notice.fallback':
    'Only {{wanted}} programmes of your wanted majors are within reach, so {{n}} others were added at the end (marked): they are used only if every wanted one above fails. To fill the list with wanted majors, add a few related majors and generate it again.',
  'list.notice.vocational':
    'Your rank is near the end of undergraduate admissions in the first segment (in {{year}}, eight in ten undergraduate programmes filled within rank {{rank}}), where programmes often get harder together. So the last {{n}} choices are vocational programmes recruiting in the first segment: if none of the {{undergrad}} undergraduate choices above admits you, you are still admitted in the first segment instead of falling to the second. If you would rather try the second segment, turn off "vocational safeties in the first segment" in the preferences and generate again.',
  'list.notice.undergradEdge':
    'Your rank is at the bottom of the undergraduate range: in {{year}}, nine in ten undergraduate programmes filled within rank {{rank}}. Programmes here tend to get harder together, which the model has not learnt yet: by the model this list gives {{chance}} for an undergraduate place, but here the model is too hopeful: in our backtest, students at these ranks were admitted to one about {{realized}} of the time, where their lists had predicted {{predicted}}. If every undergraduate choice fails, the vocational choices at the end catch you in the first segment.',
  'list.notice.undergradEdgeNoVocational':
    'Your rank is at the bottom of the undergraduate range: in {{year}}, nine in ten undergraduate programmes filled within rank {{rank}}. Programmes here tend to get harder together, which the model has not learnt yet: in our backtest, students at these ranks were admitted to an undergraduate programme about {{realized}} of the time, where their lists had predicted {{predicted}}. This list is undergraduate only: the model’s {{chance}} for a place is too high and its {{slip}} risk of no admission too low, so be ready for the second segment; turning on "vocational safeties in the first segment" gets you a place in the first.',
  'list.notice.slipMissed':
    'Even with every programme that meets your conditions, the risk of no admission is about {{slip}}, above your {{max}}. Relax the conditions or consider the second segment.',
  'list.notice.missingPlanPart':
    'Our {{year}} plan holds only the programmes open to {{planSubjects}} candidates; programmes requiring {{subjects}} are missing, so this list may lack them. Check the full official plan.',
  'list.notice.secondSegment':
    'We have only first-segment cutoffs of past years; the second segment has no history to forecast from, so no probabilities are given. Below are the {{year}} plan programmes open to you in the second segment (vocational, and undergraduate ones not filled in the first segment in {{lastYear}}): public before private, those costing at most {{means}} yuan a year first, Zhejiang and its neighbours first, then by your preferences; programmes that took far higher scores in the first segment come later and are marked. Export them and check against the official figures.',
  'list.notice.belowLine':
    'Your total of {{score}} is below the {{year}} first-segment line of {{line}}, so the first segment holds no chance. Change your batch to the second segment and we will list what you can apply for there.',
  'list.notice.forecast':
    'Probabilities forecast the {{forecastYear}} cutoff ranks (from the {{fromYear}}–{{toYear}} cutoffs); programmes come from the latest published plan ({{year}}). Use the new plan once it is published.',
  // 智能审核 findings (list.finding.<code>) — judged with the generator's model and the student's own data
  'list.finding.tooMany': 'The list has {{n}} choices, more than the {{max}} a segment allows',
  'list.finding.notInPlan': 'Choice {{row}} is not in the current admissions plan',
  'list.finding.duplicate': 'Choice {{row}} repeats choice {{first}} ({{name}})',
  'list.finding.wrongSegment': 'Choice {{row}} ({{name}}) is not open in your segment ({{segment}})',
  'list.finding.unknownRule': 'The subject requirement of choice {{row}} ({{name}}) could not be read; check it in the official plan',
  'list.finding.subjectNotMetAll': 'Choice {{row}} ({{name}}) requires all of {{subjects}}; your subjects do not qualify',
  'list.finding.subjectNotMetAny': 'Choice {{row}} ({{name}}) requires one of {{subjects}}; your subjects do not qualify',
  'list.finding.noPrediction': 'Choice {{row}} ({{name}}) has no past cutoffs to estimate from; treat it as a reach',
  'list.finding.hopeless': 'Choice {{row}} ({{name}}) has only about {{p}} chance: almost no hope',
  'list.finding.avoided.medical': 'Choice {{row}} ({{name}}) is medicine, which you ruled out',
  'list.finding.avoided.teacher': 'Choice {{row}} ({{name}}) is teacher training, which you ruled out',
  'list.finding.avoided.minorLanguage': 'Choice {{row}} ({{name}}) may place you in a minor language, which you ruled out',
  'list.finding.avoided.directed': 'Choice {{row}} ({{name}}) is a directed programme with a service obligation, which you did not opt in to',
  'list.finding.avoided.sinoForeign': 'Choice {{row}} ({{name}}) is a Sino-foreign programme with high fees, which you did not opt in to',
  'list.finding.avoided.minorityOnly':
    'Choice {{row}} ({{name}}) admits ethnic-minority students only (a minority or preparatory class), which you did not opt in to',
  'list.finding.overBudget': 'Choice {{row}} ({{name}}) costs {{tuition}} yuan a year, above your budget of {{max}}',
  'list.finding.highTuition': 'Choice {{row}} ({{name}}) costs {{tuition}} yuan a year; make sure the family can pay it for four years',
  'list.finding.scoreNotMet.english':
    'Choice {{row}} ({{name}}) needs a foreign-language score of at least {{min}}; yours is {{have}}, so you would be rejected after filing',
  'list.finding.scoreNotMet.math':
    'Choice {{row}} ({{name}}) needs a maths score of at least {{min}}; yours is {{have}}, so you would be rejected after filing',
  'list.finding.scoreNotMet.chinese':
    'Choice {{row}} ({{name}}) needs a Chinese score of at least {{min}}; yours is {{have}}, so you would be rejected after filing',
  'list.finding.scoreUnknown.english': 'Choice {{row}} ({{name}}) needs a foreign-language score of at least {{min}}; you have not entered yours',
  'list.finding.scoreUnknown.math': 'Choice {{row}} ({{name}}) needs a maths score of at least {{min}}; you have not entered yours',
  'list.finding.scoreUnknown.chinese': 'Choice {{row}} ({{name}}) needs a Chinese score of at least {{min}}; you have not entered yours',
  'list.finding.sexNotMet': 'Choice {{row}} ({{name}}) is limited by sex ("{{text}}") and you do not qualify',
  'list.finding.sexAdvised': 'Choice {{row}} ({{name}}): the school advises "{{text}}"',
  'list.finding.sexUnknown': 'Choice {{row}} ({{name}}) has a rule on sex ("{{text}}"); enter your sex in your profile',
  'list.finding.ask.colour': 'Choice {{row}} ({{name}}) has a colour-vision rule: "{{text}}". Candidates with colour-vision problems may be rejected',
  'list.finding.ask.physical': 'Choice {{row}} ({{name}}) has a physical requirement: "{{text}}"',
  'list.finding.ask.language': 'Choice {{row}} ({{name}}) limits the foreign language: "{{text}}"',
  'list.finding.ask.service': 'Choice {{row}} ({{name}}) needs a directed or service agreement: "{{text}}"',
  'list.finding.ask.singleSubject': 'Choice {{row}} ({{name}}) has a single-subject requirement: "{{text}}"',
  'list.finding.ask.gender': 'Choice {{row}} ({{name}}) has a rule on sex: "{{text}}"',
  'list.finding.orderInversion':
    'By your preferences you would rather go to choice {{row}} ({{name}}) than choice {{to}} ({{before}}), but it comes later: if the earlier one admits you, it is never tried',
  'list.finding.slipRisk': 'This list has about {{slip}} chance of no filing at all, above your {{max}}',
  // One-click fixes (list.fix.<action>)
  'list.fix.delete': 'Remove this choice',
  'list.fix.deleteRows': 'Remove choices {{from}}–{{to}}',
  'list.fix.move': 'Move it to choice {{to}}',
  'list.fix.add': 'Add {{n}} safety choices at the end',
  'list.fix.regenerate': 'Rebuild the list with the AI',
  'list.fix.editProfile': 'Complete your profile',
  // Check summary (list.summary.<code>)
  'list.summary.counts': '{{n}} choices: {{chong}} reach, {{wen}} match, {{bao}} safety, {{no}} not advised, {{unknown}} without an estimate.',
  'list.summary.outcome': 'About {{top10}} to be admitted within the first 10 choices; about {{slip}} risk of no admission.',
  'list.summary.noHistory': 'The second segment has no past cutoffs, so no probabilities are estimated.',
  'list.summary.clean': 'Nothing needs changing.',
  'list.summary.problems': 'Found {{errors}} problems that must be fixed and {{warnings}} worth fixing; see each below.',
  // What a forecast rests on (list.basis.<source>)
  'list.basis.own': 'From this programme’s cutoff ranks of {{years}}',
  'list.basis.ownShort': 'From this programme’s cutoff ranks of {{years}} (a short history, so a wider range)',
  'list.basis.similar': 'No past cutoffs of its own: estimated from similar programmes of the school ({{from}}), with a wider range',
  'list.basis.school': 'No past cutoffs of its own or of similar programmes: estimated from the school’s median, with a very wide range',
  'list.basis.none': 'Neither this programme nor similar ones of the school have past cutoffs: no forecast',
  'list.basis.secondSegment': 'The second segment has no past cutoffs: no forecast',
  // The dearest year's true cost (src/core/domain/admission/programmeCost.ts), beside the plan's tuition
  'list.cost.foreign': 'About {{yuan}} yuan a year abroad: {{amount}} {{currency}} at {{rate}} yuan each ({{date}} rate; paid at the day’s rate)',
  'list.cost.foreignPlusHome':
    'About {{yuan}} yuan a year abroad: {{amount}} {{currency}} to the partner ({{rate}} yuan each, {{date}} rate) plus the home tuition',
  'list.cost.laterYears': 'Some years (or campuses) cost {{yuan}} yuan a year',
  'list.cost.abroadUnstated': 'Years abroad are charged at the partner’s fees, which the plan does not state',
  'list.basis.notInPlan': 'This programme is not in the current plan; remove it and choose again',
  // Restrictions written in a plan's notes (list.restriction.<kind>)
  'list.restriction.colour': 'Colour-vision limits: candidates with colour-vision problems may be rejected after filing',
  'list.restriction.singleSubject': 'A single-subject score requirement: below it you are rejected after filing',
  'list.restriction.singleSubjectMissed.english': 'Needs foreign-language of at least {{min}}; yours is {{have}}, so you would be rejected after filing',
  'list.restriction.singleSubjectMissed.math': 'Needs maths of at least {{min}}; yours is {{have}}, so you would be rejected after filing',
  'list.restriction.singleSubjectMissed.chinese': 'Needs Chinese of at least {{min}}; yours is {{have}}, so you would be rejected after filing',
  'list.restriction.physical': 'Physical or medical-check requirements',
  'list.restriction.language': 'Limits on the foreign language taken',
  'list.restriction.gender': 'A rule on sex',
  'list.restriction.service': 'A directed or service agreement with years of service after graduation',
}
