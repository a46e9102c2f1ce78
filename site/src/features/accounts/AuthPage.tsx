import { Tabs } from 'radix-ui'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { Locale } from '@site/i18n'
import { loadSession } from '@site/stores/session'
import { IslandI18n, type IslandStrings } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import styles from './AuthPage.module.css'
import { LoginForm } from './LoginForm'
import { MarketingPanel } from './MarketingPanel'
import { RegisterForm } from './RegisterForm'

/** Props from auth.astro: the page's language and its `auth.*` strings. */
export type AuthPageProps = IslandStrings

const TABS = ['login', 'register'] as const
type Tab = (typeof TABS)[number]

/** A link to /auth#register opens the Register tab. */
const REGISTER_HASH = '#register'

/**
 * The home page of a language, as localizedPath writes it. Not imported from i18n/index, which
 * would bring every string of the site into this island's bundle.
 */
export function homeHrefFor(locale: Locale): string {
  return locale === 'en' ? '/en/' : '/'
}

/** The /auth page's island (spec 2.4): Login and Register tabs, and the marketing panel. */
export default function AuthPage({ locale, strings }: AuthPageProps) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={locale} strings={strings}>
        <AuthScreen locale={locale} />
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

function AuthScreen({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const homeHref = homeHrefFor(locale)
  const [tab, setTab] = useState<Tab>('login')
  const triggers = useRef<Record<Tab, HTMLButtonElement | null>>({ login: null, register: null })

  // Spec 2.4: someone already signed in has nothing to do here.
  useEffect(() => {
    let active = true
    loadSession()
      .then((user) => {
        if (active && user) window.location.replace(homeHref)
      })
      .catch((error: unknown) => console.error('Session check failed', error))
    return () => {
      active = false
    }
  }, [homeHref])

  useEffect(() => {
    if (window.location.hash === REGISTER_HASH) setTab('register')
  }, [])

  /** The "no account? / have an account?" links: switch, and put focus on the tab now shown. */
  const switchTo = (next: Tab) => {
    setTab(next)
    triggers.current[next]?.focus()
  }

  return (
    <div className={styles.layout}>
      <div className={styles.card}>
        {/* Both panels stay mounted (only hidden), so switching tabs keeps what was typed. */}
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value === 'register' ? 'register' : 'login')}>
          <Tabs.List className={styles.tabList} aria-label={t('auth.tabs.label')}>
            {TABS.map((name) => (
              <Tabs.Trigger
                key={name}
                ref={(node) => {
                  triggers.current[name] = node
                }}
                value={name}
                className={styles.tab}
                data-testid={`auth-tab-${name}`}
              >
                {t(`auth.tab.${name}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="login" forceMount hidden={tab !== 'login'} className={styles.panel}>
            <LoginForm locale={locale} homeHref={homeHref} onSwitchToRegister={() => switchTo('register')} />
          </Tabs.Content>
          <Tabs.Content value="register" forceMount hidden={tab !== 'register'} className={styles.panel}>
            <RegisterForm homeHref={homeHref} onSwitchToLogin={() => switchTo('login')} />
          </Tabs.Content>
        </Tabs.Root>
      </div>
      <MarketingPanel />
    </div>
  )
}
