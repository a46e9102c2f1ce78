/**
 * Throughput and latency of POST /api/chat with the built-in responder (no model configured), on
 * loopback (autocannon): the four suggested questions in turn, at 10 connections. Each answer
 * reads the live catalogue (yachts, destinations, the forecast for the weather question from a
 * loopback Open-Meteo). The per-visitor limit is lifted (RATE_LIMIT_FACTOR) to measure the work.
 * Starts its own portal; writes bench/results/chat.json.
 */
import autocannon from 'autocannon'

import { SUGGESTED_QUESTIONS } from '@cms/features/assistant/contract/chat'
import { startOpenMeteoServer } from '../tests/support/openMeteoServer'
import { benchPortal, writeResults } from './lib/benchPortal'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)

process.env.RATE_LIMIT_FACTOR = '1000000'
delete process.env.OPENAI_API_KEY
const openMeteo = await startOpenMeteoServer()
process.env.WEATHER_BASE_URL = openMeteo.url
const portal = await benchPortal('chat', { reuse: false })

try {
  const questions = Object.values(SUGGESTED_QUESTIONS).map((question) => JSON.stringify({ messages: [{ role: 'user', content: question.ru }] }))
  const result = await autocannon({
    url: `${portal.siteUrl}/api/chat`,
    duration: SECONDS,
    connections: 10,
    requests: questions.map((body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body })),
  })
  console.log(`POST /api/chat (built-in responder, 10 connections): ${result.requests.average} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`)
  if (result.non2xx + result.errors > 0) throw new Error(`POST /api/chat failed ${result.non2xx + result.errors} times under load`)
  writeResults('chat', {
    durationSeconds: SECONDS,
    connections: 10,
    requestsPerSecond: result.requests.average,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    non2xx: result.non2xx,
    errors: result.errors,
  })
} finally {
  await portal.stop()
  await openMeteo.close()
}
process.exit(0)
