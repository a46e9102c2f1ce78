/** Reads a setting the CMS cannot run without, and says which one is missing. */
export function requireEnv(name: string): string {
  const value = process.env[name]
  if (!value) {
    throw new Error(`${name} is not set. Start the portal with "npm start", or see .env.example.`)
  }
  return value
}
