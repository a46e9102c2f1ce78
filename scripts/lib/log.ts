/** Start-up messages, prefixed so they stand out between the children's output. */
export function say(message: string): void {
  console.log(`\x1b[36m[portal]\x1b[0m ${message}`)
}

export function warn(message: string): void {
  console.warn(`\x1b[33m[portal]\x1b[0m ${message}`)
}
