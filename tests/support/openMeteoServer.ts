import { readFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A loopback server speaking Open-Meteo's forecast API, for tests: it answers `/v1/forecast` with a
 * stored answer in Open-Meteo's documented shape and units (recorded/open-meteo-forecast.json,
 * sixteen days at Listvyanka) fitted to the asked days, or as told for a
 * coordinate: an error status, a slow answer, or something that is not JSON. It keeps the
 * queries it was asked, to show what the portal sent.
 */
export type Behaviour = { kind: 'recorded' } | { kind: 'status'; status: number } | { kind: 'slow'; ms: number } | { kind: 'garbage' }

const RECORDED = JSON.parse(readFileSync(new URL('./recorded/open-meteo-forecast.json', import.meta.url), 'utf8')) as {
  daily: Record<string, unknown[]> & { time: string[] }
} & Record<string, unknown>

/** The stored answer's figures laid over the asked days, in order. */
function answerFor(from: string, to: string) {
  const days: string[] = []
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) days.push(day.toISOString().slice(0, 10))
  const daily = Object.fromEntries(Object.entries(RECORDED.daily).map(([name, values]) => [name, name === 'time' ? days : days.map((_, index) => values[index % values.length])]))
  return { ...RECORDED, daily }
}

export async function startOpenMeteoServer() {
  const behaviours = new Map<string, Behaviour>()
  const queries: URLSearchParams[] = []
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://loopback')
    if (url.pathname !== '/v1/forecast') {
      response.writeHead(404).end()
      return
    }
    queries.push(url.searchParams)
    const behaviour = behaviours.get(`${url.searchParams.get('latitude')},${url.searchParams.get('longitude')}`) ?? { kind: 'recorded' }
    const send = () => {
      if (behaviour.kind === 'status') response.writeHead(behaviour.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: true, reason: 'Recorded failure' }))
      else if (behaviour.kind === 'garbage') response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>')
      else
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(answerFor(url.searchParams.get('start_date') ?? '', url.searchParams.get('end_date') ?? '')))
    }
    if (behaviour.kind === 'slow') setTimeout(send, behaviour.ms).unref()
    else send()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    queries,
    /** How the server answers for a place, by the coordinates as the portal sends them (4 decimals). */
    behave: (latitude: number, longitude: number, behaviour: Behaviour) => behaviours.set(`${latitude.toFixed(4)},${longitude.toFixed(4)}`, behaviour),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
