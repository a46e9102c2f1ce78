/**
 * Places named in a question, in any grammatical case: Russian changes a name's ending
 * ("на Ольхоне", "в Листвянку"), so each distinctive word of a name is matched by its stem.
 */

/** Words that name a kind of place rather than the place. */
const GENERIC = new Set(['бухта', 'остров', 'мыс', 'залив', 'полуостров', 'посёлок', 'поселок', 'село', 'bay', 'island', 'cape', 'gulf', 'peninsula', 'village', 'the'])

/**
 * The destination the question names, in any grammatical case ("на Ольхоне", "в Листвянку"): of
 * those whose stems the question holds, the one matched by the most letters.
 */
export function namedDestination<T extends { name: string }>(question: string, destinations: T[]): T | undefined {
  const lower = question.toLowerCase().replace(/ё/g, 'е')
  let best: { place: T; letters: number } | undefined
  for (const place of destinations) {
    const letters = place.name
      .toLowerCase()
      .replace(/ё/g, 'е')
      .split(/[\s,«»"()-]+/)
      .filter((word) => word.length >= 4 && !GENERIC.has(word))
      .map((word) => word.slice(0, Math.max(4, word.length - 2)))
      .filter((stem) => lower.includes(stem))
      .reduce((sum, stem) => sum + stem.length, 0)
    if (letters > 0 && (!best || letters > best.letters)) best = { place, letters }
  }
  return best?.place
}
