import { useCallback, useState } from 'react'

/**
 * An island's actions and what it says of them: `act` runs one change, says `done` (a status
 * line) or the problem in the page's words (an alert), and then reloads what the island shows,
 * either way. It answers whether the change went through.
 */
export function useAct(reload: () => Promise<unknown>, problemOf: (error: unknown) => string) {
  const [said, setSaid] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const act = useCallback(
    async (work: () => Promise<unknown>, done: string): Promise<boolean> => {
      setSaid(null)
      setProblem(null)
      try {
        await work()
        setSaid(done)
        return true
      } catch (error) {
        setProblem(problemOf(error))
        return false
      } finally {
        await reload()
      }
    },
    [reload, problemOf],
  )
  return { said, problem, act }
}
