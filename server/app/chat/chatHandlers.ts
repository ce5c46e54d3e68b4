import * as chat from '@/ports/api/chat'
import { handle, handleStream } from '../shared/handle'
import { askQuestion } from './askQuestion'
import { deleteTalkGroup } from './deleteTalkGroup'
import { hotQuestions } from './hotQuestions'
import { saveTalk } from './saveTalk'
import { stopStream } from './stopStream'
import { streamAnswer } from './streamAnswer'
import { talkByGroup } from './talkByGroup'
import { talkGroups } from './talkGroups'
import { talkList } from './talkList'

/** The chat assistant's saved conversations, hot questions and the stop call. */
export const chatHandlers = {
  ...handle(chat.hotQuestions, hotQuestions),
  ...handle(chat.saveTalk, saveTalk),
  ...handle(chat.saveTalkXf, saveTalk),
  ...handle(chat.talkList, talkList),
  ...handle(chat.talkByGroup, talkByGroup),
  ...handle(chat.talkGroups, talkGroups),
  ...handle(chat.deleteTalkGroup, deleteTalkGroup),
  ...handle(chat.askQuestion, askQuestion),
  ...handle(chat.stopStream, stopStream),
}

/** The chat's streamed answer. */
export const chatStreamHandlers = {
  ...handleStream(chat.streamAnswer, streamAnswer),
}
