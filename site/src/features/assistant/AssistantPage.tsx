import { useTranslation } from 'react-i18next'

import styles from './Assistant.module.css'
import { ChatActions, Conversation } from './Conversation'
import { useChat } from './useChat'
import { IslandI18n, type IslandStrings } from '@site/ui/IslandI18n'

function AssistantChat({ language }: { language: 'ru' | 'en' }) {
  const { t } = useTranslation()
  const { messages, pending, send, clear } = useChat(language)
  return (
    <section className={styles.page} aria-label={t('assistant.dialogLabel')} data-assistant-page>
      <div className={styles.pageTools}>
        <ChatActions messages={messages} language={language} clear={clear} />
      </div>
      <Conversation language={language} messages={messages} pending={pending} send={send} showSuggestions />
    </section>
  )
}

/** /yacht-assistant and /chat: the assistant as a whole page, its suggested questions always in view. */
export default function AssistantPage(props: IslandStrings) {
  return (
    <IslandI18n {...props}>
      <AssistantChat language={props.locale} />
    </IslandI18n>
  )
}
