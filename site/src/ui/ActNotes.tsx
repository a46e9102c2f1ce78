import styles from '@site/features/content/Comments.module.css'

/**
 * What `useAct` says of an island's last action: a status line when it went through, an alert
 * with the problem when not. Both stay in the page, empty, so screen readers announce each change.
 */
export function ActNotes({ said, problem }: { said: string | null; problem: string | null }) {
  return (
    <>
      <p role="status" className={styles.note}>
        {said}
      </p>
      <p role="alert" className={styles.problem}>
        {problem}
      </p>
    </>
  )
}
