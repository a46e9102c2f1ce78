import { useEffect, useState } from 'react'

import { loadSession } from '@site/stores/session'

/**
 * For pages only a member has (their account, their bookings): true once someone is signed in;
 * a guest, or a session that cannot be read, is sent to sign in first.
 */
export function useSignedInOrAway(authPath: string): boolean {
  const [checked, setChecked] = useState(false)
  useEffect(() => {
    loadSession()
      .then((current) => {
        if (!current) window.location.replace(authPath)
        else setChecked(true)
      })
      .catch(() => window.location.replace(authPath))
  }, [authPath])
  return checked
}
