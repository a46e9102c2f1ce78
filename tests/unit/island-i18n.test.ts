import { createElement } from 'react'
import { jsx } from 'react/jsx-runtime'
import { renderToString } from 'react-dom/server'
import { useTranslation } from 'react-i18next'
import { describe, expect, it } from 'vitest'

import { IslandI18n } from '@site/ui/IslandI18n'

const russian = { 'q.title': 'Вопрос', 'q.left_one': 'Остался {{count}} знак', 'q.left_few': 'Осталось {{count}} знака', 'q.left_many': 'Осталось {{count}} знаков' }
const english = { 'q.title': 'Question', 'q.left_one': '{{count}} character left', 'q.left_other': '{{count}} characters left' }

function Question({ left }: { left: number }) {
  const { t } = useTranslation()
  return createElement('p', null, `${t('q.title')}: ${t('q.left', { count: left })}`)
}

const render = (locale: 'ru' | 'en', strings: Record<string, string>, left: number) =>
  // As JSX compiles it (this project's tests are .ts files): children are one of the props.
  renderToString(jsx(IslandI18n, { locale, strings, children: jsx(Question, { left }) }))

describe('an island’s strings on the server', () => {
  it('gives each render its own texts and counts, page after page, with the texts remembered', () => {
    for (let page = 0; page < 3; page++) {
      expect(render('ru', russian, 1)).toBe('<p>Вопрос: Остался 1 знак</p>')
      expect(render('ru', russian, 3)).toBe('<p>Вопрос: Осталось 3 знака</p>')
      expect(render('ru', russian, 7)).toBe('<p>Вопрос: Осталось 7 знаков</p>')
      expect(render('en', english, 7)).toBe('<p>Question: 7 characters left</p>')
    }
  })
})
