import { useEffect, useRef } from 'react'
import type uPlot from 'uplot'
// The chart's few rules ship with the dashboard's styles; the chart code itself loads with the tab.
import 'uplot/dist/uPlot.min.css'

export type Series = { label: string; values: number[]; colour: string }

/**
 * A line chart of daily figures (uPlot, about 23 kB gzip, loaded with the analytics tab only). It
 * is a picture: the figures it draws are also in the tab's table, for screen readers and for
 * reading exact numbers, so the canvas is hidden from assistive technology.
 */
export function DailyChart({ days, series, height = 220 }: { days: string[]; series: Series[]; height?: number }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    let chart: uPlot | null = null
    let cancelled = false
    const resize = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height }))
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return
      const x = days.map((day) => Date.parse(`${day}T12:00:00+08:00`) / 1000)
      chart = new UPlot(
        {
          width: element.clientWidth,
          height,
          series: [{}, ...series.map((line) => ({ label: line.label, stroke: line.colour, width: 2, points: { show: days.length <= 31 } }))],
          axes: [{}, { size: 50 }],
          legend: { show: true },
          cursor: { drag: { x: false, y: false } },
        },
        [x, ...series.map((line) => line.values)],
        element,
      )
      resize.observe(element)
    })
    return () => {
      cancelled = true
      resize.disconnect()
      chart?.destroy()
    }
  }, [days, series, height])
  return <div ref={box} aria-hidden="true" style={{ minHeight: height + 40 }} />
}
