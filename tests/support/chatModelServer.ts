import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A loopback server speaking OpenAI's chat-completions protocol (POST /v1/chat/completions), for
 * tests: a stand-in for the model that the real `openai` SDK talks to. Its "model" is a script:
 *
 * - asked a question with no tool results yet, it calls the tool a rule names (tool_calls, with
 *   JSON arguments, finish_reason `tool_calls`), when one of the tools offered fits;
 * - given tool results, it answers with the first named thing of the last result, linked to its
 *   page, so a test can see the answer came from the portal's data through the tool;
 * - questions holding FAIL get a 500, EMPTY an empty answer, SLOW an answer after 2 s.
 *
 * It keeps every request it was sent, to show what the portal asked.
 */
type Message = { role: string; content?: string | null; tool_calls?: { id: string; function: { name: string; arguments: string } }[]; tool_call_id?: string }
type ChatRequestBody = { model: string; messages: Message[]; tools?: { type: string; function: { name: string } }[] }

const RULES: { pattern: RegExp; tool: string; args: (question: string) => Record<string, unknown> }[] = [
  { pattern: /семь|family|гост|guests/i, tool: 'find_yachts', args: (question) => ({ guests: Number(/(\d+)/.exec(question)?.[1] ?? 2) }) },
  { pattern: /погод|weather/i, tool: 'weather_forecast', args: () => ({ destination: 'Листвянка' }) },
  { pattern: /мест|place/i, tool: 'list_destinations', args: () => ({}) },
]

function completion(model: string, message: Record<string, unknown>, finishReason: string) {
  return {
    id: `chatcmpl-loopback-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', refusal: null, ...message }, finish_reason: finishReason, logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  }
}

/** The first thing with a name and a page in a tool's result. */
function firstNamed(result: unknown): { name: string; page: string } | null {
  if (!result || typeof result !== 'object') return null
  for (const value of Object.values(result)) {
    if (Array.isArray(value)) {
      const item = value.find((entry) => entry && typeof entry === 'object' && 'page' in entry) as { name?: string; title?: string; page: string } | undefined
      if (item) return { name: item.name ?? item.title ?? '?', page: item.page }
    }
  }
  const single = result as { destination?: string; page?: string }
  return single.destination && single.page ? { name: single.destination, page: single.page } : null
}

export async function startChatModelServer() {
  const requests: { body: ChatRequestBody; authorization: string | undefined }[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Not found' } }))
        return
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequestBody
      requests.push({ body, authorization: request.headers.authorization })
      const question = body.messages.find((message) => message.role === 'user')?.content ?? ''
      const send = (status: number, payload: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload))
      if (question.includes('FAIL')) return send(500, { error: { message: 'The loopback model failed, as told', type: 'server_error' } })
      if (question.includes('EMPTY')) return send(200, completion(body.model, { content: '' }, 'stop'))
      const toolResults = body.messages.filter((message) => message.role === 'tool')
      const offered = new Set((body.tools ?? []).map((tool) => tool.function.name))
      const rule = RULES.find((candidate) => candidate.pattern.test(question) && offered.has(candidate.tool))
      const answer = () => {
        if (toolResults.length === 0 || !rule) return send(200, completion(body.model, { content: `Loopback: ${question}` }, 'stop'))
        const named = firstNamed(JSON.parse(toolResults[toolResults.length - 1]!.content ?? 'null'))
        return send(200, completion(body.model, { content: named ? `Советую: [${named.name}](${named.page})` : 'Ничего не нашлось.' }, 'stop'))
      }
      if (rule && toolResults.length === 0) {
        return send(
          200,
          completion(
            body.model,
            { content: null, tool_calls: [{ id: `call_${requests.length}`, type: 'function', function: { name: rule.tool, arguments: JSON.stringify(rule.args(question)) } }] },
            'tool_calls',
          ),
        )
      }
      if (question.includes('SLOW')) {
        setTimeout(answer, 2000)
        return
      }
      answer()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
