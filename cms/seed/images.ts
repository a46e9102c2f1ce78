/**
 * Seed pictures drawn at seed time: an SVG landscape of Lake Baikal (sky, mountains, water) with a
 * simple silhouette for the scene, rasterised to JPEG by sharp. No downloads, no randomness: the
 * small variations come from a hash of `image.name`, so the same name always gives the same picture.
 */
import sharp from 'sharp'
import type { SeedImage } from './types'

type Rand = () => number
type Scene = SeedImage['scene']

const W = 1600
const H = 1000

function hashName(name: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** mulberry32: a tiny deterministic PRNG seeded from the name hash. */
function makeRand(seed: number): Rand {
  let a = seed || 1
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const HEX = /^#[0-9a-f]{6}$/i
const rgb = (c: string): [number, number, number] => [parseInt(c.slice(1, 3), 16), parseInt(c.slice(3, 5), 16), parseInt(c.slice(5, 7), 16)]
function mix(a: string, b: string, t: number): string {
  const pa = rgb(a)
  const pb = rgb(b)
  return (
    '#' +
    pa
      .map((v, i) =>
        Math.round(v + (pb[i]! - v) * t)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  )
}
const pick = <T>(r: Rand, list: readonly [T, ...T[]]): T => list[Math.floor(r() * list.length)] ?? list[0]
const n = (v: number) => v.toFixed(0)

/** A mountain ridge closed down to `base`, alternating peaks and saddles. */
function ridge(r: Rand, base: number, amp: number, step: number): string {
  let d = `M0,${base}`
  for (let x = 0, i = 0; x <= W + step; x += step * (0.7 + 0.6 * r()), i++) {
    d += ` L${n(x)},${n(base - amp * (i % 2 ? 0.25 + 0.3 * r() : 0.65 + 0.35 * r()))}`
  }
  return `${d} L${W},${base} Z`
}

const ACCENTS = ['#1f3b57', '#0f5c7a', '#8a2c2c', '#2c4f8a', '#23404a'] as const
const g = (x: number, y: number, k: number, body: string) => `<g transform="translate(${n(x)},${n(y)}) scale(${k.toFixed(2)})">${body}</g>`
const shadow = (rx: number) => `<ellipse cx="0" cy="8" rx="${rx}" ry="14" fill="#001" opacity=".18"/>`

function motorYacht(x: number, y: number, k: number, accent: string): string {
  return g(
    x,
    y,
    k,
    `${shadow(300)}<path d="M-270,-70 L300,-70 L250,0 L-250,0 Z" fill="#f7f9fb"/>
<path d="M-264,-34 L279,-34 L270,-22 L-258,-22 Z" fill="${accent}"/><path d="M-210,-70 L160,-70 L115,-130 L-195,-130 Z" fill="#eef2f6"/>
<rect x="-180" y="-116" width="275" height="24" rx="10" fill="#24384e"/><path d="M-150,-130 L70,-130 L35,-172 L-140,-172 Z" fill="#f4f6f8"/>
<rect x="-125" y="-162" width="150" height="18" rx="8" fill="#24384e"/><path d="M-95,-172 L-80,-212 L-35,-212 L-25,-172" fill="none" stroke="#dfe5ea" stroke-width="8"/>`,
  )
}

function sailYacht(x: number, y: number, k: number, accent: string, sail = '#fbfbf8'): string {
  return g(
    x,
    y,
    k,
    `${shadow(220)}<path d="M-200,-45 L230,-45 L175,0 L-175,0 Z" fill="#f7f9fb"/>
<path d="M-195,-24 L206,-24 L196,-16 L-190,-16 Z" fill="${accent}"/><path d="M-90,-45 L60,-45 L40,-68 L-75,-68 Z" fill="#e6ebef"/>
<line x1="-10" y1="-45" x2="-10" y2="-430" stroke="#5b6470" stroke-width="6"/>
<path d="M-16,-420 Q-80,-240 -185,-62 L-16,-60 Z" fill="${sail}" stroke="#c9d1d9" stroke-width="2"/>
<path d="M-4,-410 L215,-54 L0,-54 Z" fill="${sail}" stroke="#c9d1d9" stroke-width="2" opacity=".95"/>`,
  )
}

function catamaran(x: number, y: number, k: number, accent: string): string {
  // bow-on view, so the two hulls and the water between them read at a glance
  const sail = 'fill="#fbfbf8" stroke="#c9d1d9" stroke-width="2"'
  return g(
    x,
    y,
    k,
    `${shadow(270)}<path d="M-235,-70 L-115,-70 L-138,0 L-208,0 Z M115,-70 L235,-70 L208,0 L138,0 Z" fill="#f7f9fb"/>
<path d="M-230,-40 L-122,-40 L-125,-30 L-226,-30 Z M122,-40 L230,-40 L226,-30 L125,-30 Z" fill="${accent}"/><rect x="-115" y="-84" width="230" height="16" fill="#1d3448" opacity=".8"/>
<rect x="-245" y="-104" width="490" height="34" rx="6" fill="#eef2f6"/><path d="M-185,-104 L185,-104 L150,-168 L-150,-168 Z" fill="#f4f6f8"/>
<rect x="-140" y="-154" width="280" height="32" rx="8" fill="#24384e"/><path d="M-47,-154 V-122 M47,-154 V-122" stroke="#f4f6f8" stroke-width="8"/>
<path d="M0,-500 L-180,-104 M0,-500 L180,-104" stroke="#8a929c" stroke-width="2"/><line x1="0" y1="-168" x2="0" y2="-520" stroke="#5b6470" stroke-width="7"/>
<path d="M6,-510 Q70,-340 105,-176 L6,-174 Z" ${sail}/><path d="M-6,-490 Q-70,-300 -120,-112 L-8,-112 Z" ${sail} opacity=".95"/>`,
  )
}

function speedboat(x: number, y: number, k: number, accent: string): string {
  return g(
    x,
    y,
    k,
    `<path d="M-150,-4 L-600,-34 L-600,34 Z" fill="#fff" opacity=".3"/><ellipse cx="150" cy="-4" rx="60" ry="12" fill="#fff" opacity=".55"/>
<path d="M-150,-50 L130,-50 L200,-66 L150,0 L-150,0 Z" fill="#f7f9fb"/><path d="M-150,-24 L175,-24 L165,-14 L-150,-14 Z" fill="${accent}"/>
<path d="M-10,-50 L25,-88 L75,-88 L70,-50 Z" fill="#2a4a66" opacity=".85"/><rect x="-110" y="-66" width="80" height="16" rx="6" fill="#c9ced3"/>
<rect x="-174" y="-64" width="26" height="72" rx="6" fill="#2b2f36"/>`,
  )
}

function person(x: number, y: number, jacket: string): string {
  return g(
    x,
    y,
    1.7,
    `<rect x="-26" y="-125" width="52" height="125" rx="22" fill="#2f3e55"/><rect x="-25" y="-120" width="50" height="58" rx="12" fill="${jacket}"/>
<circle cx="0" cy="-150" r="22" fill="#e9c7a6"/><path d="M-22,-152 A22,22 0 0 1 22,-152 Z" fill="#4a3426"/>`,
  )
}

const trees = (r: Rand, x0: number, x1: number, y: number, size: number, color = '#24402f') =>
  Array.from({ length: 7 }, () => {
    const x = x0 + r() * (x1 - x0)
    const s = size * (0.7 + 0.5 * r())
    return `<path d="M${n(x)},${n(y - s)} L${n(x + s * 0.32)},${n(y)} L${n(x - s * 0.32)},${n(y)} Z" fill="${color}"/>`
  }).join('')

const scenes: Record<Scene, (r: Rand, h: number, a: string) => string> = {
  'motor-yacht': (r, h, a) => motorYacht(600 + r() * 400, h + 250, 1.1 + r() * 0.3, a),
  'sail-yacht': (r, h, a) => sailYacht(550 + r() * 500, h + 240, 1 + r() * 0.25, a),
  catamaran: (r, h, a) => catamaran(600 + r() * 400, h + 260, 1 + r() * 0.2, a),
  speedboat: (r, h, a) => speedboat(800 + r() * 300, h + 250, 1.7 + r() * 0.3, a),
  island: (r, h) => {
    const x = 250 + r() * 400
    return `<path d="M${n(x)},${h + 60} Q${n(x + 220)},${h - 90} ${n(x + 480)},${h - 40} Q${n(x + 650)},${h - 70} ${n(x + 900)},${h + 60} Z" fill="#7c8455"/>
${trees(r, x + 300, x + 700, h - 30, 60)}<path d="M${n(x + 40)},${h + 60} L${n(x + 60)},${h - 40} L${n(x + 85)},${h - 75} L${n(x + 105)},${h - 30} L${n(x + 125)},${h - 95} L${n(x + 150)},${h - 40} L${n(x + 170)},${h + 60} Z" fill="#d8cfc4" stroke="#8f8579" stroke-width="3"/>`
  },
  cliffs: (r, h, a) => {
    const f = r() < 0.5
    const d = `M0,${H} L0,${h - 330} L130,${h - 360} L240,${h - 270} L330,${h - 150} L400,${h - 20} L470,${h + 120} L520,${H} Z`
    return `<path d="${d}" fill="#5d5750" ${f ? `transform="translate(${W},0) scale(-1,1)"` : ''}/>
<path d="M60,${h - 300} L150,${h - 120} M180,${h - 280} L300,${h}" stroke="#4a453f" stroke-width="6" ${f ? `transform="translate(${W},0) scale(-1,1)"` : ''}/>
${sailYacht(f ? 500 : 1100, h + 120, 0.45, a)}`
  },
  bay: (r, h, a) => `<path d="M0,${H} L0,${h + 240} Q500,${h + 150} 1000,${h + 230} Q1300,${h + 280} ${W},${h + 210} L${W},${H} Z" fill="#5fc6c4" opacity=".55"/>
<path d="M0,${H} L0,${h + 300} Q500,${h + 220} 1000,${h + 300} Q1300,${h + 350} ${W},${h + 290} L${W},${H} Z" fill="#e8d3a6"/>
<path d="M0,${h + 300} L0,${h - 60} Q160,${h - 120} 300,${h - 20} L360,${h + 300} Z" fill="#3e5a3f"/>${trees(r, 10, 300, h - 30, 110)}${sailYacht(900 + r() * 300, h + 150, 0.45, a)}`,
  ice: (r, h) =>
    Array.from({ length: 9 }, () => {
      const x = r() * W
      const y = h + 60 + r() * 380
      return `<path d="M${n(x)},${n(y)} l${n(60 + r() * 120)},${n(-20 + r() * 40)} l${n(40 + r() * 80)},${n(-10 + r() * 40)}" stroke="#7fb0d0" stroke-width="3" fill="none"/>
<path d="M${n(x + 200)},${n(y + 30)} l35,-60 l30,50 l25,-30 l30,40 Z" fill="#d7ecf7" stroke="#9cc4dc" stroke-width="2"/>`
    }).join(''),
  village: (r, h) => {
    const houses = Array.from({ length: 9 }, (_, i) => {
      const x = 150 + i * 140 + r() * 40
      const y = h + 60 - r() * 20
      return `<rect x="${n(x)}" y="${n(y - 45)}" width="70" height="45" fill="${pick(r, ['#9b6b43', '#5d7fa3', '#6f8f5a', '#b8a07a'])}"/><path d="M${n(x - 8)},${n(y - 45)} L${n(x + 35)},${n(y - 80)} L${n(x + 78)},${n(y - 45)} Z" fill="#5a3b2e"/><rect x="${n(x + 25)}" y="${n(y - 32)}" width="18" height="14" fill="#f5e6b8"/>`
    }).join('')
    return `<path d="M0,${h + 75} L0,${h - 40} Q800,${h - 120} ${W},${h - 30} L${W},${h + 75} Z" fill="#4f6b45"/>${trees(r, 0, W, h + 10, 90)}${houses}<rect x="700" y="${h + 70}" width="24" height="180" fill="#6b5443"/>`
  },
  sunset: (
    r,
    h,
  ) => `${Array.from({ length: 8 }, (_, i) => `<rect x="${700 + i * 6}" y="${h + 20 + i * 45}" width="${200 - i * 12}" height="10" rx="5" fill="#ffd27a" opacity="${(0.7 - i * 0.08).toFixed(2)}"/>`).join('')}
${g(380 + r() * 200, h + 220, 0.6, '<path d="M-200,-45 L230,-45 L175,0 L-175,0 Z M-10,-50 L-10,-430 L-185,-60 Z M0,-410 L215,-54 L0,-54 Z" fill="#2a2233"/>')}`,
  regatta: (r, h) =>
    [0, 1, 2, 3]
      .map((i) =>
        sailYacht(250 + i * 360 + r() * 80, h + 110 + i * 70, 0.35 + i * 0.12, pick(r, ACCENTS), i === 2 ? pick(r, ['#e4572e', '#f3b33d', '#2f7fd0'] as const) : '#fbfbf8'),
      )
      .join(''),
  crew: (r) => `<path d="M0,${H} L0,760 L1000,800 L1500,${H} Z" fill="#b98a5a"/><path d="M0,700 L1000,745 L1500,930" stroke="#dfe5ea" stroke-width="6" fill="none"/>
${[480, 760, 1040].map((x) => person(x + r() * 40, 990, pick(r, ['#f07c2a', '#e4572e', '#f3b33d']))).join('')}<line x1="180" y1="${H}" x2="180" y2="80" stroke="#5b6470" stroke-width="14"/>`,
  table: () => `<path d="M300,760 L1300,760 L1420,880 L180,880 Z" fill="#f6f3ec"/><rect x="180" y="880" width="1240" height="22" fill="#a8744a"/>
<rect x="240" y="902" width="24" height="98" fill="#8a5d3a"/><rect x="1336" y="902" width="24" height="98" fill="#8a5d3a"/>
${[450, 700, 950, 1180].map((x) => `<ellipse cx="${x}" cy="815" rx="80" ry="24" fill="#fff" stroke="#d5d0c5" stroke-width="3"/><ellipse cx="${x}" cy="812" rx="42" ry="11" fill="#e7a35a"/><rect x="${x + 95}" y="745" width="24" height="60" rx="6" fill="#cfe6f3" opacity=".8"/>`).join('')}`,
  camera: () => `<rect x="880" y="560" width="520" height="330" rx="44" fill="#2b2f36"/><path d="M980,560 L1030,500 L1200,500 L1250,560 Z" fill="#2b2f36"/>
<circle cx="1140" cy="725" r="130" fill="#3d434c"/><circle cx="1140" cy="725" r="95" fill="#1a1d22"/><circle cx="1140" cy="725" r="60" fill="#27405c"/><circle cx="1115" cy="700" r="16" fill="#9cc7e6" opacity=".7"/>
<rect x="920" y="590" width="60" height="30" rx="6" fill="#d9dde2"/><circle cx="1340" cy="600" r="18" fill="#c2372f"/>`,
  map: () => `<g transform="rotate(-4 800 520)"><rect x="260" y="170" width="1080" height="700" fill="#f3ecd9" stroke="#c8b98f" stroke-width="6"/>
${[0, 1, 2, 3, 4].map((i) => `<line x1="${260 + i * 270}" y1="170" x2="${260 + i * 270}" y2="870" stroke="#d6c9a6" stroke-width="2"/><line x1="260" y1="${170 + i * 175}" x2="1340" y2="${170 + i * 175}" stroke="#d6c9a6" stroke-width="2"/>`).join('')}
<path d="M380,760 C420,700 520,690 600,620 C700,520 760,420 880,330 C960,270 1040,240 1120,220 L1140,250 C1060,280 990,330 920,400 C820,490 760,600 650,690 C560,760 470,790 400,790 Z" fill="#a9cfe6" stroke="#4a7fa8" stroke-width="4"/>
<ellipse cx="820" cy="455" rx="42" ry="9" transform="rotate(-42 820 455)" fill="#d9c9a0" stroke="#4a7fa8" stroke-width="2"/>
<path d="M1200,700 L1215,745 L1260,760 L1215,775 L1200,820 L1185,775 L1140,760 L1185,745 Z" fill="#b5443a"/><path d="M430,330 L520,520 M430,330 L380,530" stroke="#5b6470" stroke-width="6"/></g>`,
}

export async function renderSeedImage(image: SeedImage, width = 1600, height = 1000): Promise<Buffer> {
  const r = makeRand(hashName(image.name))
  const top = HEX.test(image.sky[0]) ? image.sky[0] : '#4a90d9'
  const bottom = HEX.test(image.sky[1]) ? image.sky[1] : '#cfe8f7'
  const warm = rgb(top)[0] > rgb(top)[2]
  const h = Math.round(540 + r() * 40)
  const ice = image.scene === 'ice'
  const lake = ice ? ['#e6f2fa', '#b9d7ea'] : [mix(bottom, '#2d6f96', 0.55), mix(top, '#0b2f4d', 0.7)]
  const sunset = image.scene === 'sunset'
  const sunX = sunset ? 800 : 200 + r() * 1200
  const sunY = sunset ? h - 30 : warm ? h - 70 - r() * 90 : 110 + r() * 130
  const waves = ice
    ? ''
    : Array.from({ length: 16 }, () => `<path d="M${n(r() * W)},${n(h + 20 + r() * 420)} q22,-7 44,0" stroke="#fff" stroke-opacity=".22" stroke-width="3" fill="none"/>`).join('')
  const glitter = ice
    ? ''
    : Array.from({ length: 6 }, (_, i) => `<ellipse cx="${n(sunX + (r() - 0.5) * 60)}" cy="${h + 15 + i * 28}" rx="${n(70 - i * 8)}" ry="3" fill="#fff" opacity=".35"/>`).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lake[0]}"/><stop offset="1" stop-color="${lake[1]}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="${n(sunX)}" cy="${n(sunY)}" r="${sunset ? 120 : warm ? 70 : 55}" fill="${sunset ? '#ffd27a' : warm ? '#ffe3a3' : '#fffbe8'}" opacity=".92"/>
<path d="${ridge(r, h, 190 + r() * 60, 110)}" fill="${mix(top, '#6b7f99', 0.55)}" opacity=".85"/><path d="${ridge(r, h, 90 + r() * 40, 70)}" fill="${mix('#34503f', top, 0.25)}"/>
<rect y="${h}" width="${W}" height="${H - h}" fill="url(#lake)"/>${glitter}${waves}${scenes[image.scene](r, h, pick(r, ACCENTS))}</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()
}
