import controls from '@site/ui/controls.module.css'

/**
 * What `useAct` says of an island's last action: a status line when it went through, an alert
 * with the problem when not. Both stay in the page, empty, so screen readers announce each change.
 */
export function ActNotes({ said, problem }: { said: string | null; problem: string | null }) {
  return (
    <>
      <p role="status" className={controls.note}>
        {said}
      </p>
      <p role="alert" className={controls.problem}>
        {problem}
      </p>
    </>
  )
}
