import { memo, useMemo } from 'react'
import uPlot from 'uplot'
import { ChartFrame } from './chart-frame'
import { sameProps } from './same-props'
import { CHART_HEIGHT } from './sizes'
import { withAlpha, type CanvasTheme } from './theme'
import { tickLabels } from './ticks'
import { formatTick, tickSpace } from './time-format'
import { timeModel, type TimeChartProps, type TimeModel } from './time-model'
import { usePlot, type PlotSetup } from './use-plot'


/** The value axis's room: its longest label at about 7 px a character. */
const axisSize = (labels: string[]) => Math.max(32, Math.max(...labels.map((label) => label.length)) * 7 + 16)

function plotSetup(props: TimeChartProps, model: TimeModel): PlotSetup {
  const { kind, series, stacked, bucketMs, onSelectRange, referenceLines } = props
  const { xs, tops, domain, y } = model
  const span = domain[1] - domain[0]
  const labels = tickLabels(y.ticks, props.valueFormat)
  // No points: two empty ones at the range's ends, so that the axes still show the range.
  const data: uPlot.AlignedData = xs.length
    ? [xs, ...tops]
    : [[domain[0], domain[1]], ...series.map(() => [null, null])]
  const snap = (at: number, up: boolean) => {
    if (!bucketMs || !xs.length) return at
    const k = (at - xs[0]!) / bucketMs
    return xs[0]! + (up ? Math.ceil(k) : Math.floor(k)) * bucketMs
  }
  const select = (from: number, to: number) =>
    onSelectRange?.(Math.max(domain[0], snap(from, false)), Math.min(domain[1], snap(to, true)))

  const options = (_width: number, theme: CanvasTheme): Omit<uPlot.Options, 'width' | 'height'> => {
    // Stacked bars: the tallest (the sum) first, each lower part drawn over it.
    const order = kind === 'bars' && stacked ? [...series.keys()].reverse() : [...series.keys()]
    const drawn = order.map((i) => {
      const color = theme.color(series[i]!.color)
      return kind === 'bars'
        ? { paths: uPlot.paths.bars!({ size: [0.85, Infinity], align: 1 }), fill: color, stroke: color, width: 0, points: { show: false } }
        : { stroke: color, width: 2, fill: kind === 'area' ? withAlpha(color, 0.2) : undefined, points: { size: 6 } }
    })
    let clicked = false
    return {
      ms: 1,
      legend: { show: false },
      cursor: {
        y: false,
        points: { size: 8 },
        drag: { x: Boolean(onSelectRange), y: false, setScale: false },
      },
      select: { show: Boolean(onSelectRange), left: 0, top: 0, width: 0, height: 0 },
      scales: { x: { time: true, range: () => domain }, y: { range: () => [y.min, y.max] } },
      axes: [
        {
          stroke: theme.text,
          font: theme.font,
          grid: { show: false },
          ticks: { stroke: theme.grid, size: 4 },
          space: tickSpace(span),
          values: (_u, splits, _axis, _space, step) => splits.map((at) => formatTick(at, step, span)),
        },
        {
          stroke: theme.text,
          font: theme.font,
          grid: { stroke: theme.grid, width: 1 },
          ticks: { show: false },
          size: axisSize(labels),
          splits: () => y.ticks,
          values: () => labels,
        },
      ],
      series: [{}, ...drawn],
      bands:
        kind === 'area' && stacked
          ? series.slice(1).map((_, i) => ({ series: [i + 2, i + 1] as [number, number] }))
          : undefined,
      hooks: {
        draw: referenceLines?.length
          ? [
              (plot) => {
                const { ctx, bbox } = plot
                const ratio = window.devicePixelRatio || 1
                ctx.save()
                ctx.font = theme.font.replace(/^\d+px/, `${12 * ratio}px`)
                for (const line of referenceLines) {
                  const at = plot.valToPos(line.y, 'y', true)
                  ctx.strokeStyle = ctx.fillStyle = theme.color(line.color)
                  ctx.lineWidth = ratio
                  ctx.beginPath()
                  ctx.moveTo(bbox.left, at)
                  ctx.lineTo(bbox.left + bbox.width, at)
                  ctx.stroke()
                  ctx.fillText(line.label, bbox.left + 4 * ratio, at - 4 * ratio)
                }
                ctx.restore()
              },
            ]
          : [],
        setSelect: [
          (plot) => {
            const { left, width } = plot.select
            if (width < 2) return
            clicked = true
            plot.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false)
            select(plot.posToVal(left, 'x'), plot.posToVal(left + width, 'x'))
          },
        ],
        ready:
          onSelectRange && bucketMs
            ? [
                (plot) =>
                  plot.over.addEventListener('click', () => {
                    // The click that ends a drag is not a click on a bar.
                    if (clicked) return void (clicked = false)
                    const index = plot.cursor.idx
                    if (index !== null && index !== undefined && xs[index] !== undefined)
                      select(xs[index], xs[index] + bucketMs)
                  }),
              ]
            : [],
      },
    }
  }
  return {
    options,
    data,
    points: xs.length,
    cursorAt: (plot, index) => ({
      left: plot.valToPos(xs[index]! + (bucketMs ?? 0) / 2, 'x'),
      top: plot.valToPos(tops.at(-1)?.[index] ?? 0, 'y'),
    }),
  }
}

/** A figure over time: lines, areas or bars per bucket, on a time axis that spans the chosen range. */
function TimeChart(props: TimeChartProps) {
  const height = props.height ?? CHART_HEIGHT
  const model = useMemo(() => timeModel(props), [props])
  const setup = useMemo(() => plotSetup(props, model), [props, model])
  const { plotRef, plot, width, active, onKeyDown, onBlur } = usePlot(setup, height)
  const { bucketMs, onSelectRange } = props
  const tooltip =
    active === undefined
      ? undefined
      : {
          ...model.tooltip(active),
          left: plot.current
            ? plot.current.valToPos(model.xs[active]!, 'x') + plot.current.over.offsetLeft
            : width / 2,
        }
  return (
    <ChartFrame
      title={props.title}
      summary={model.summary}
      series={props.series}
      height={height}
      plotRef={plotRef}
      tooltip={tooltip}
      width={width}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && onSelectRange && bucketMs && active !== undefined) {
          const at = model.xs[active]!
          onSelectRange(at, Math.min(model.domain[1], at + bucketMs))
          return
        }
        onKeyDown(event)
      }}
      onBlur={onBlur}
    />
  )
}

export default memo(TimeChart, sameProps)
