import zlib from 'node:zlib'

import { median } from './benchPortal'

/**
 * A page-like text of `bytes`: words drawn from a fixed pseudo-random sequence inside repeated
 * markup, so that it compresses as a built page does (about a quarter of its size with brotli).
 */
function pageLikeText(bytes: number): Buffer {
  const words = ['yacht', 'Baikal', 'парус', 'причал', 'crew', 'day', 'цена', 'marina', 'каюта', 'wind', 'берег', 'season']
  let seed = 7
  let text = ''
  while (Buffer.byteLength(text) < bytes) {
    seed = (seed * 1103515245 + 12345) % 2147483648
    text += `<p class="detail" data-astro-cid-tw5jkezr>${words[seed % words.length]} ${seed % 1000}</p>`
  }
  return Buffer.from(text)
}

const PAGE = pageLikeText(40_000)
const LIST = Array.from({ length: 5_000 }, (_, id) => ({ id, name: `Yacht ${id}`, pricePerDay: 30_000 + id, summary: PAGE.subarray(0, 200).toString() }))

/** The work timed: what a build does most, on one core (compressing pages, parsing and writing JSON). */
function referenceWork(): void {
  for (let page = 0; page < 150; page++) {
    zlib.brotliCompressSync(PAGE, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    zlib.gzipSync(PAGE, { level: 4 })
  }
  for (let round = 0; round < 3; round++) JSON.parse(JSON.stringify(LIST))
}

/**
 * Seconds a fixed piece of work takes on this machine now, the median of three runs. The shared
 * machines these benchmarks run on change speed by up to a third within an hour, and report no
 * stolen time (/proc/stat): a build's seconds are comparable with another's only beside this
 * figure, taken just before and after them.
 */
export function referenceSeconds(): number {
  const runs: number[] = []
  for (let run = 0; run < 3; run++) {
    const started = performance.now()
    referenceWork()
    runs.push((performance.now() - started) / 1000)
  }
  return Math.round(median(runs) * 1000) / 1000
}
