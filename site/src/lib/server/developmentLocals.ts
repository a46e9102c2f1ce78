import { getPayload } from 'payload'

/** What the site server would hand the routes, for `astro dev` (see site/src/middleware.ts). */
export async function developmentLocals(clientAddress: string): Promise<App.Locals> {
  const { default: config } = await import('@cms/payload.config')
  // getPayload keeps one instance per process: the first request starts it, the rest reuse it.
  return { payload: await getPayload({ config }), clientAddress }
}
