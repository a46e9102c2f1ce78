import { Component, type ErrorInfo, type ReactNode } from 'react'

import { reloadLabel } from '@site/lib/appErrors'

type Props = { children: ReactNode }
type State = { error: Error | null }

/**
 * The spec's load-error screen (2.1) around an island: 'Ошибка загрузки', 'Не удалось загрузить
 * компонент', the error's message and a reload button, instead of a silently empty area.
 */
export class LoadErrorBoundary extends Component<Props, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Island failed to load', error, info.componentStack)
  }

  override render(): ReactNode {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <div role="alert" lang="ru" style={{ padding: '1.25rem', borderRadius: 12, background: '#fff3f3', color: '#7a1d1d' }}>
        <h2 style={{ marginTop: 0 }}>Ошибка загрузки</h2>
        <p>Не удалось загрузить компонент</p>
        <p>
          <code>{error.message}</code>
        </p>
        <button type="button" lang={document.documentElement.lang} onClick={() => window.location.reload()}>
          {reloadLabel(document.documentElement.lang)}
        </button>
      </div>
    )
  }
}
