import { useCallback, useState } from 'react'

import { read } from '@site/lib/api/reads'

/**
 * What an island shows, read from one portal call: 'loading' until the first answer, 'failed' when
 * it could not be read, else the answer. `load` reads it again (after an action, say); it never throws.
 */
export function useRemoteView<View>(path: string) {
  const [view, setView] = useState<View | 'loading' | 'failed'>('loading')
  const load = useCallback(
    () =>
      read<View>(path)
        .then(setView)
        .catch(() => setView('failed')),
    [path],
  )
  return { view, load }
}
