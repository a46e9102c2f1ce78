/**
 * Calls `stop` once this process's parent is gone (the process has been handed to another, as
 * when the parent was killed outright): a helper process (the embedded database, a jobs worker)
 * started in its own process group would otherwise run on with no one to stop it.
 */
export function stopWhenOrphaned(stop: () => void, everyMs = 1_000): void {
  const parent = process.ppid
  const check = setInterval(() => {
    if (process.ppid === parent) return
    clearInterval(check)
    stop()
  }, everyMs)
  // The check never keeps the process alive by itself.
  check.unref()
}
