import { Dialog } from 'radix-ui'

import { ICON_PATHS, isIconName } from '@site/lib/icons'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import styles from './ServiceCards.module.css'

export type ServiceCard = {
  key: string
  title: string
  description: string
  icon: string
  features: string[]
  priceText: string
  detailedDescription: string
  benefits: string[]
  bookHref: string
  consultHref: string
}

type Labels = { details: string; included: string; benefits: string; price: string; book: string; consult: string; close: string }

function ServiceIcon({ name }: { name: string }) {
  return (
    <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={ICON_PATHS[isIconName(name) ? name : 'sail']} />
    </svg>
  )
}

type Props = { services: ServiceCard[]; labels: Labels }

/** The six service category cards, each with a Details dialog (spec 2.3 item 3). */
export default function ServiceCards(props: Props) {
  return (
    <LoadErrorBoundary>
      <Cards {...props} />
    </LoadErrorBoundary>
  )
}

function Cards({ services, labels }: Props) {
  return (
    <ul className={styles.grid}>
      {services.map((service) => (
        <li key={service.key} className={styles.card} data-service={service.key}>
          <span className={styles.icon}>
            <ServiceIcon name={service.icon} />
          </span>
          <h3>{service.title}</h3>
          <p>{service.description}</p>
          <ul className={styles.features}>
            {service.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <p className={styles.price}>{service.priceText}</p>
          <Dialog.Root>
            <Dialog.Trigger className={styles.details}>
              {labels.details}
              <span className="visually-hidden">: {service.title}</span>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className={styles.overlay} />
              <Dialog.Content className={styles.dialog}>
                <Dialog.Title>{service.title}</Dialog.Title>
                <Dialog.Description>{service.detailedDescription}</Dialog.Description>
                <h4>{labels.included}</h4>
                <ul>
                  {service.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                <h4>{labels.benefits}</h4>
                <ul>
                  {service.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </ul>
                <p className={styles.price}>
                  {labels.price}: {service.priceText}
                </p>
                <div className={styles.actions}>
                  <a className={styles.primary} href={service.bookHref}>
                    {labels.book}
                  </a>
                  <a className={styles.secondary} href={service.consultHref}>
                    {labels.consult}
                  </a>
                </div>
                <Dialog.Close className={styles.close} aria-label={labels.close}>
                  ×
                </Dialog.Close>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </li>
      ))}
    </ul>
  )
}
