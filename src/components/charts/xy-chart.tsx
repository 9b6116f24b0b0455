import { memo, useMemo } from 'react'
import uPlot from 'uplot'
import { ChartFrame } from './chart-frame'
import { sameProps } from './same-props'
import { CHART_HEIGHT, MAX_BAR } from './sizes'
import { withAlpha, type CanvasTheme } from './theme'
import { tickLabels } from './ticks'
import { formatTick, tickSpace } from './time-format'
import { xyModel, type XYChartProps, type XYModel } from './xy-model'
import { usePlot, type PlotSetup } from './use-plot'

const axisSize = (labels: string[]) => Math.max(32, Math.max(...labels.map((label) => label.length)) * 7 + 16)
const MAX_CATEGORY_LABEL = 14
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4, notation: 'compact' })

function xAxis(props: XYChartProps, width: number, theme: CanvasTheme): uPlot.Axis {
  const { xKind, xs, labels } = props
  const base = { stroke: theme.text, font: theme.font, grid: { show: false }, ticks: { stroke: theme.grid, size: 4 } }
  if (xKind === 'time') {
    const span = xs.length > 1 ? xs.at(-1)! - xs[0]! : 0
    return {
      ...base,
      space: tickSpace(span),
      values: (_u, splits, _axis, _space, step) => splits.map((at) => formatTick(at, step, span)),
    }
  }
  if (xKind === 'number')
    return { ...base, space: 64, values: (_u, splits) => splits.map((value) => plain.format(value)) }
  // Categories: as many names as fit (about 90 px each), cut to a few characters; the tooltip says them whole.
  const every = Math.max(1, Math.ceil(xs.length / Math.max(1, Math.floor(width / 90))))
  const splits = xs.filter((_, i) => i % every === 0)
  return {
    ...base,
    splits: () => splits,
    values: () =>
      splits.map((i) => {
        const name = labels?.[i] ?? ''
        return name.length > MAX_CATEGORY_LABEL ? `${name.slice(0, MAX_CATEGORY_LABEL - 1)}…` : name
      }),
  }
}

function plotSetup(props: XYChartProps, model: XYModel): PlotSetup {
  const { xs, values, series, kind, log, xKind, onDrawn } = props
  const labels = tickLabels(model.y.ticks, props.valueFormat)
  // Bars (and categories) get half a step of room at each end, so the first and last bars show whole.
  const step = xs.length > 1 ? (xs.at(-1)! - xs[0]!) / (xs.length - 1) : 1
  const pad = kind === 'bar' || xKind === 'category' ? step / 2 : 0
  const xRange: uPlot.Range.Function = (_u, min, max) =>
    min === max ? [min - (pad || 1), max + (pad || 1)] : [min - pad, max + pad]
  const options = (width: number, theme: CanvasTheme): Omit<uPlot.Options, 'width' | 'height'> => ({
    ms: 1,
    legend: { show: false },
    cursor: { y: false, points: { size: 8 }, drag: { x: false, y: false } },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    scales: {
      x: { time: xKind === 'time', range: xRange },
      y: log
        ? { distr: 3, log: 10, range: () => [model.y.min, model.y.max] }
        : { range: () => [model.y.min, model.y.max] },
    },
    axes: [
      xAxis(props, width, theme),
      {
        stroke: theme.text,
        font: theme.font,
        grid: { stroke: theme.grid, width: 1 },
        ticks: { show: false },
        size: axisSize(labels),
        splits: () => model.y.ticks,
        values: () => labels,
      },
    ],
    series: [
      {},
      ...series.map((s, i) => {
        const color = theme.color(s.color)
        // Several series as bars: each one narrower than the one before, drawn over it, so every bar shows.
        const share = 1 - (0.5 * i) / Math.max(1, series.length)
        return kind === 'bar'
          ? {
              paths: uPlot.paths.bars!({ size: [0.8 * share, MAX_BAR * 2 * share], align: 0 }),
              fill: withAlpha(color, 0.85),
              stroke: color,
              width: 0,
              points: { show: false },
            }
          : { stroke: color, width: 2, spanGaps: false, points: { show: xs.length <= 60, size: 5 } }
      }),
    ],
    hooks: onDrawn ? { draw: [() => onDrawn()] } : {},
  })
  return {
    options,
    data: [xs as number[], ...(values as (number | null)[][])] as uPlot.AlignedData,
    points: xs.length,
    cursorAt: (plot, index) => ({
      left: plot.valToPos(xs[index]!, 'x'),
      top: plot.valToPos(values[0]?.[index] ?? model.y.min, 'y'),
    }),
  }
}

/** Any X (times, numbers, categories) against one or more numeric series, as bars or lines, linear or log. */
function XYChart(props: XYChartProps) {
  const height = props.height ?? CHART_HEIGHT
  const model = useMemo(() => xyModel(props), [props])
  const setup = useMemo(() => plotSetup(props, model), [props, model])
  const { plotRef, plot, width, active, onKeyDown, onBlur } = usePlot(setup, height)
  const tooltip =
    active === undefined
      ? undefined
      : {
          ...model.tooltip(active),
          left: plot.current ? plot.current.valToPos(props.xs[active]!, 'x') + plot.current.over.offsetLeft : width / 2,
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
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    />
  )
}

export default memo(XYChart, sameProps)
