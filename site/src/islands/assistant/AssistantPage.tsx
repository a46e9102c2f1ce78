import { useTranslation } from 'react-i18next'

import styles from './Assistant.module.css'
import { chatTranscript } from './chatText'
import { Conversation, CopyButton } from './Conversation'
import { useChat } from './useChat'
import { IslandI18n, type IslandStrings } from '../shared/IslandI18n'

function AssistantChat({ language }: { language: 'ru' | 'en' }) {
  const { t } = useTranslation()
  const { messages, pending, send, clear } = useChat(language)
  return (
    <section className={styles.page} aria-label={t('assistant.dialogLabel')} data-assistant-page>
      <div className={styles.pageTools}>
        <CopyButton text={chatTranscript(messages, language)} label={t('assistant.copyAll')} />
        <button type="button" className={styles.iconButton} aria-label={t('assistant.clear')} title={t('assistant.clear')} onClick={clear}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
        </button>
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
