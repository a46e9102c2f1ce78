'use client'

import { useState } from 'react'

type State = 'idle' | 'sending' | 'queued' | 'failed'

/** The dashboard's "Rebuild now": queues a rebuild and says so; the status above follows on reload. */
export function RebuildButton({ labels }: { labels: Record<State, string> }) {
  const [state, setState] = useState<State>('idle')
  const [problem, setProblem] = useState('')
  const rebuild = async () => {
    setState('sending')
    const answer = await fetch('/api/site-builds/rebuild', { method: 'POST', credentials: 'include' }).catch(() => null)
    if (answer?.status === 202) return setState('queued')
    const body = (await answer?.json().catch(() => null)) as { errors?: { message: string }[] } | null
    setProblem(body?.errors?.[0]?.message ?? '')
    setState('failed')
  }
  return (
    <p>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => void rebuild()} disabled={state === 'sending'}>
        {labels.idle}
      </button>{' '}
      <span role="status">{state === 'idle' ? '' : `${labels[state]}${problem ? ` ${problem}` : ''}`}</span>
    </p>
  )
}
