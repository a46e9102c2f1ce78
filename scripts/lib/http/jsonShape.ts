/**
 * Watches a JSON body as it streams past, without parsing or keeping it: the top level must be an
 * object (what every write of the REST API takes), and nesting must stay shallow (a document is
 * a few levels deep; thousands of levels are an attack on whatever walks the parsed value).
 */
export const MAX_JSON_DEPTH = 64

export class JsonShapeWatcher {
  private depth = 0
  private inString = false
  private escaped = false
  private sawStart = false
  problem: string | null = null

  feed(chunk: Uint8Array): void {
    for (const byte of chunk) {
      if (this.problem) return
      if (this.inString) {
        if (this.escaped) this.escaped = false
        else if (byte === 0x5c) this.escaped = true
        else if (byte === 0x22) this.inString = false
        continue
      }
      if (!this.sawStart) {
        if (byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0xef || byte === 0xbb || byte === 0xbf) continue
        this.sawStart = true
        if (byte !== 0x7b) {
          this.problem = 'The body must be a JSON object.'
          return
        }
      }
      if (byte === 0x22) this.inString = true
      else if (byte === 0x7b || byte === 0x5b) {
        this.depth += 1
        if (this.depth > MAX_JSON_DEPTH) this.problem = `The JSON is nested deeper than ${MAX_JSON_DEPTH} levels.`
      } else if (byte === 0x7d || byte === 0x5d) this.depth -= 1
    }
  }
}
