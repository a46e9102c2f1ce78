/**
 * The yacht assistant (spec 2.5, 3, 7, 8; issue #11): what POST /api/chat takes and answers, and
 * the widget's fixed words. Free of zod: the widget's island and the server both read it.
 */
import type { Labels } from '@cms/core/contract/options'

/** Spec 7: the text is read from `choices[0].message.content`, else `response`. Both are sent. */
export type ChatAnswer = {
  choices: [{ index: 0; message: { role: 'assistant'; content: string }; finish_reason: 'stop' }]
  response: string
  /** Which responder answered: the configured model, or the built-in one (no key). */
  responder: 'model' | 'built-in'
}

/** The longest question taken, in characters: a question, not a document. */
export const CHAT_MAX_CHARS = 2000

export type ChatProblem = 'empty' | 'tooLong' | 'malformed'

/** The question of a request, or why it is refused. Only its last user message is read (spec 3). */
export function chatQuestionOf(body: unknown): { ok: true; question: string } | { ok: false; problem: ChatProblem } {
  const messages = (body as { messages?: unknown } | null)?.messages
  if (!Array.isArray(messages) || messages.length === 0 || messages.length > 50) return { ok: false, problem: 'malformed' }
  const last = messages[messages.length - 1] as { role?: unknown; content?: unknown } | null
  if (!last || typeof last !== 'object' || last.role !== 'user' || typeof last.content !== 'string') return { ok: false, problem: 'malformed' }
  const question = last.content.trim()
  if (!question) return { ok: false, problem: 'empty' }
  if (question.length > CHAT_MAX_CHARS) return { ok: false, problem: 'tooLong' }
  return { ok: true, question }
}

export const chatAnswer = (content: string, responder: ChatAnswer['responder']): ChatAnswer => ({
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  response: content,
  responder,
})

/** Spec 7: the text of an answer, from `choices[0].message.content`, else `response`. */
export function answerText(body: unknown): string {
  const answer = body as { choices?: { message?: { content?: unknown } }[]; response?: unknown } | null
  const content = answer?.choices?.[0]?.message?.content ?? answer?.response
  return typeof content === 'string' ? content.trim() : ''
}

/** Spec 8, word for word, and the widget's own words. */
export const CHAT_TEXTS = {
  failure: { ru: 'Извините, произошла ошибка. Попробуйте еще раз.', en: 'Sorry, something went wrong. Please try again.' },
  empty: { ru: 'Извините, не удалось получить ответ.', en: 'Sorry, no answer came back.' },
  connection: { ru: 'I’m having trouble connecting right now. Please try again in a moment.', en: 'I’m having trouble connecting right now. Please try again in a moment.' },
  tooLong: { ru: `Вопрос слишком длинный: не больше ${CHAT_MAX_CHARS} символов.`, en: `The question is too long: at most ${CHAT_MAX_CHARS} characters.` },
  tooMany: { ru: 'Слишком много вопросов подряд. Подождите немного и спросите снова.', en: 'Too many questions in a row. Please wait a little and ask again.' },
  greeting: {
    ru: 'Здравствуйте! Я помогу выбрать яхту, подобрать маршрут по Байкалу и узнать погоду на воде. Что вас интересует?',
    en: 'Hello! I can help you choose a yacht, plan a route on Baikal and check the weather on the water. What would you like to know?',
  },
  you: { ru: 'Вы', en: 'You' },
  companion: { ru: 'Yacht Companion', en: 'Yacht Companion' },
} as const satisfies Record<string, Labels>

/** Spec 2.5's suggested questions, shown when the widget is expanded. */
export const SUGGESTED_QUESTIONS = {
  family: { ru: 'Какая яхта подойдёт для семьи из 4 человек?', en: 'Which yacht suits a family of 4?' },
  places: { ru: 'Какие места стоит посетить на Байкале?', en: 'Which places on Baikal are worth visiting?' },
  weather: { ru: 'Какая погода будет на выходных?', en: 'What will the weather be at the weekend?' },
  price: { ru: 'Сколько стоит аренда яхты на день?', en: 'How much does it cost to rent a yacht for a day?' },
} as const satisfies Record<string, Labels>

/** Spec 2.5 and 9: the widget's timings and sizes. */
export const ASSISTANT_APPEARS_AFTER_MS = 1500
export const COPY_CHECK_MS = 2000
export const ASSISTANT_SIZES = { normal: { width: 350, height: 500 }, expanded: { width: 600, height: 700 } } as const
export const ASSISTANT_OFFSET_PX = 20
