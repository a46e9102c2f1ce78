import { say } from './log'
import { childExited } from './processes'

/**
 * Stops the portal once, in order, on Ctrl-C or SIGTERM, and also when one of its servers exits
 * by itself (a half-running portal is worse than a stopped one).
 */
export function stopOnSignals(stopPortal: () => Promise<void>): void {
  let stopping = false
  const stop = async (code: number) => {
    if (stopping) return
    stopping = true
    say('Stopping…')
    await stopPortal()
    say('Stopped.')
    process.exit(code)
  }
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))
  void childExited().then((name) => {
    say(`The ${name} stopped unexpectedly; stopping the portal.`)
    void stop(1)
  })
}
