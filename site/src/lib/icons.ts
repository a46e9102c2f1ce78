/**
 * Line icons as SVG path data (24×24, stroked), shared by Astro components and React islands.
 * Drawn here rather than emoji: emoji depend on the visitor's fonts.
 */
export const ICON_PATHS = {
  users: 'M16 19v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 4 17.5V19M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM20 19v-1.5a3.5 3.5 0 0 0-2.5-3.35M15.5 4.2a3.5 3.5 0 0 1 0 6.6',
  anchor: 'M12 7a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM12 7v14M5 12H2a10 10 0 0 0 20 0h-3M8 10h8',
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM15.5 8.5l-2 5-5 2 2-5z',
  'life-buoy': 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6',
  utensils: 'M5 3v7a2 2 0 0 0 2 2v9M9 3v7a2 2 0 0 1-2 2M7 3v5M17 21V3c-2 1-3 3.5-3 7h3',
  camera: 'M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1zM12 17a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  sail: 'M12 3v15M12 4l7 12h-7M11 6l-6 10h6M3 19c3 2 15 2 18 0',
  flag: 'M5 21V4M5 4h11l-2 4 2 4H5',
  island: 'M2 18c3-1.5 5-1.5 8 0s5 1.5 8 0 3-1 4-.5M9 15l3-9 3 9M12 6l4-2M12 6l-4-2',
} as const

export type IconName = keyof typeof ICON_PATHS

export function isIconName(name: string): name is IconName {
  return name in ICON_PATHS
}
