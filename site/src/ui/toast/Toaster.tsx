import { useStore } from '@nanostores/react'
import { Toast } from 'radix-ui'

import { $toast, dismissToast } from '@site/stores/toasts'
import styles from './Toaster.module.css'

type Props = { closeLabel: string; areaLabel: string }

/**
 * The one toast of spec 9 (Radix Toast): shown for its duration (paused while hovered or
 * focused), swiped right past 50 px to dismiss, F8 moves focus to the area, at most 420 px wide.
 */
export function Toaster({ closeLabel, areaLabel }: Props) {
  const toast = useStore($toast)
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} label={areaLabel}>
      {toast && (
        <Toast.Root
          key={toast.id}
          className={`${styles.toast} ${toast.variant === 'destructive' ? styles.destructive : ''}`}
          open={toast.open}
          duration={toast.durationMs}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id)
          }}
          data-toast={toast.variant}
        >
          <Toast.Title className={styles.title}>{toast.title}</Toast.Title>
          {toast.description && <Toast.Description className={styles.description}>{toast.description}</Toast.Description>}
          <Toast.Close className={styles.close} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className={styles.viewport} hotkey={['F8']} />
    </Toast.Provider>
  )
}
