import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { BOOKING_SERVICES, type BookingService } from '@cms/features/bookings/contract/bookings'
import { SERVICE_ORDER_MESSAGES, SERVICE_ORDER_STATUSES, type ServiceCompanyDashboardView, type ServiceOrderView } from '@cms/features/serviceOrders/contract/serviceOrders'
import type { Locale } from '@site/i18n'
import { apiRequest } from '@site/lib/api/client'
import { formatDateRange } from '@site/ui/format'
import panels from '@site/ui/panels.module.css'
import controls from '@site/ui/controls.module.css'
import { contractProblem } from '@site/ui/contractProblem'
import { useAct } from '@site/ui/useAct'
import { useRemoteView } from '@site/ui/useRemoteView'
import { ActNotes } from '@site/ui/ActNotes'
import { marinaDayOf } from '@cms/core/contract/marinaDays'

type Action = 'accept' | 'release' | 'done'

const STATUS_CLASS: Record<ServiceOrderView['status'], string | undefined> = {
  open: panels.statusOpen,
  accepted: panels.statusAccepted,
  done: panels.statusFilled,
}

/**
 * A service company's orders: with `mineOnly` the orders it took (its /bookings), otherwise also
 * the services it provides and the open orders for them (/service-company/dashboard).
 */
export function ServiceOrdersBoard({ locale, mineOnly = false }: { locale: Locale; mineOnly?: boolean }) {
  const { t } = useTranslation()
  const today = marinaDayOf(new Date())
  const { view, load } = useRemoteView<ServiceCompanyDashboardView>('/api/service-company/dashboard')
  const { said, problem, act } = useAct(
    load,
    useCallback((error: unknown) => contractProblem(error, t, { messages: SERVICE_ORDER_MESSAGES, prefix: 'orders' }), [t]),
  )
  useEffect(() => {
    void load()
  }, [load])
  if (view === 'loading') return <p role="status">{t('orders.loading')}</p>
  if (view === 'failed') return <p role="alert">{t('orders.failed')}</p>

  const DONE_WORD: Record<Action, string> = { accept: t('orders.accepted'), release: t('orders.released'), done: t('orders.completed') }
  const change = (order: ServiceOrderView, action: Action) => act(() => apiRequest('POST', `/api/service-orders/${order.id}/${action}`), DONE_WORD[action])

  return (
    <div className={panels.stack}>
      <ActNotes said={said} problem={problem} />
      {!mineOnly && (
        <ServicesForm
          key={view.services.join()}
          services={view.services}
          locale={locale}
          onSave={(services) => act(() => apiRequest('PUT', '/api/service-company/services', { services }), t('orders.saved'))}
        />
      )}
      {!mineOnly && (
        <section className={panels.panel} aria-labelledby="orders-open">
          <h2 id="orders-open">{t('orders.open')}</h2>
          {view.awaitingApproval ? (
            <p className={controls.note}>{t('orders.awaitingApproval')}</p>
          ) : view.open.length === 0 ? (
            <p className={controls.note}>{view.services.length === 0 ? t('orders.openNoServices') : t('orders.openNone')}</p>
          ) : (
            <OrderList orders={view.open} locale={locale} today={today} onChange={change} />
          )}
        </section>
      )}
      <section className={panels.panel} aria-labelledby="orders-mine">
        <h2 id="orders-mine">{t('orders.mine')}</h2>
        {view.mine.length === 0 ? <p className={controls.note}>{t('orders.mineNone')}</p> : <OrderList orders={view.mine} locale={locale} today={today} onChange={change} />}
      </section>
    </div>
  )
}

function OrderList({
  orders,
  locale,
  today,
  onChange,
}: {
  orders: ServiceOrderView[]
  locale: Locale
  today: string
  onChange: (order: ServiceOrderView, action: Action) => Promise<boolean>
}) {
  const { t } = useTranslation()
  const [working, setWorking] = useState<number | null>(null)
  const run = async (order: ServiceOrderView, action: Action) => {
    setWorking(order.id)
    await onChange(order, action)
    setWorking(null)
  }
  const button = (order: ServiceOrderView, action: Action, primary: boolean) => (
    <button
      type="button"
      className={primary ? controls.primary : controls.secondary}
      disabled={working === order.id}
      aria-label={`${t(`orders.${action}`)}: ${BOOKING_SERVICES.labels[order.service][locale]}, ${order.yacht}`}
      onClick={() => void run(order, action)}
    >
      {t(`orders.${action}`)}
    </button>
  )
  return (
    <ul className={panels.requests}>
      {orders.map((order) => {
        const begun = order.startDate <= today
        return (
          <li key={order.id} className={panels.card} data-service-order={order.id}>
            <h3>
              {BOOKING_SERVICES.labels[order.service][locale]}{' '}
              <span className={`${panels.status} ${STATUS_CLASS[order.status] ?? ''}`}>{SERVICE_ORDER_STATUSES.labels[order.status][locale]}</span>
            </h3>
            <p className={panels.meta}>
              {order.yacht} · {formatDateRange(locale, order.startDate, order.endDate)} · {t('orders.guests', { count: order.guests })}
            </p>
            {order.charterCancelled && <p className={panels.fieldError}>{t('orders.charterCancelled')}</p>}
            {order.contact && (
              <>
                <p>
                  {t('orders.contact', { name: order.contact.name })} <a href={`tel:${order.contact.phone.replace(/[^\d+]/g, '')}`}>{order.contact.phone}</a> ·{' '}
                  <a href={`mailto:${order.contact.email}`}>{order.contact.email}</a>
                </p>
                {order.contact.specialRequests && <p className={panels.bio}>{t('orders.specialRequests', { text: order.contact.specialRequests })}</p>}
              </>
            )}
            {!order.charterCancelled && order.status !== 'done' && (
              <p className={controls.actions}>
                {order.status === 'open' && button(order, 'accept', true)}
                {order.status === 'accepted' && order.contact && (begun ? button(order, 'done', true) : button(order, 'release', false))}
              </p>
            )}
            {order.status === 'accepted' && order.contact && !begun && <p className={panels.meta}>{t('orders.doneLater')}</p>}
          </li>
        )
      })}
    </ul>
  )
}

function ServicesForm({ services, locale, onSave }: { services: BookingService[]; locale: Locale; onSave: (services: BookingService[]) => Promise<boolean> }) {
  const { t } = useTranslation()
  const id = useId()
  const [chosen, setChosen] = useState<BookingService[]>(services)
  const [working, setWorking] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setWorking(true)
    await onSave(chosen)
    setWorking(false)
  }
  return (
    <form className={panels.panel} aria-labelledby={`${id}-title`} noValidate onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`}>{t('orders.services')}</h2>
      <fieldset className={panels.choices} aria-describedby={`${id}-hint`}>
        <legend className={controls.note}>{t('orders.servicesHint')}</legend>
        {BOOKING_SERVICES.values.map((service) => (
          <label key={service}>
            <input
              type="checkbox"
              name="services"
              value={service}
              checked={chosen.includes(service)}
              onChange={(event) => {
                const on = event.currentTarget.checked
                setChosen((current) => (on ? [...current, service] : current.filter((value) => value !== service)))
              }}
            />
            {BOOKING_SERVICES.labels[service][locale]}
          </label>
        ))}
      </fieldset>
      <p id={`${id}-hint`} className={controls.note}>
        {t('orders.servicesNote')}
      </p>
      <p className={controls.actions}>
        <button type="submit" className={controls.primary} disabled={working}>
          {t('orders.save')}
        </button>
      </p>
    </form>
  )
}
