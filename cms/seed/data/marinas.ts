/** The seeded yachts' home marinas on the map, by their English name (the forecast of a charter is the weather there). */
export const MARINAS: Readonly<Record<string, { latitude: number; longitude: number }>> = {
  Listvyanka: { latitude: 51.85, longitude: 104.88 },
  'Irkutsk, Solnechny marina': { latitude: 52.25, longitude: 104.33 },
  'Khuzhir, Olkhon Island': { latitude: 53.19, longitude: 107.34 },
  'Ust-Barguzin': { latitude: 53.42, longitude: 109.02 },
  'Bolshoye Goloustnoye': { latitude: 52.03, longitude: 105.41 },
  Slyudyanka: { latitude: 51.66, longitude: 103.7 },
  Baikalsk: { latitude: 51.52, longitude: 104.15 },
  Severobaikalsk: { latitude: 55.63, longitude: 109.33 },
  'Maloye More, Kurma Bay': { latitude: 53.15, longitude: 106.97 },
}
