import { memo, useMemo } from 'react'
import uPlot from 'uplot'
import { categoryModel, shortName, type CategoryChartProps, type CategoryModel } from './category-model'
import { ChartFrame } from './chart-frame'
import { sameProps } from './same-props'
import { categoryHeight, MAX_BAR } from './sizes'
import type { CanvasTheme } from './theme'
import { tickLabels } from './ticks'
import { usePlot, type PlotSetup } from './use-plot'

/** The names' room: the longest shortened name at about 7 px a character. */
const nameSize = (names: string[]) => Math.max(40, Math.max(...names.map((name) => shortName(name).length)) * 7 + 16)

function plotSetup({ series, valueFormat }: CategoryChartProps, model: CategoryModel): PlotSetup {
  const { names, tops } = model
  const indices = names.map((_, i) => i)
  const options = (width: number, theme: CanvasTheme): Omit<uPlot.Options, 'width' | 'height'> => {
    const x = model.axis(width - nameSize(names))
    const labels = tickLabels(x.ticks, valueFormat)
    // Stacked: the longest bar (the sum) first, each earlier part drawn over it.
    const order = [...series.keys()].reverse()
    return {
      legend: { show: false },
      cursor: { x: false, y: false, points: { show: false }, drag: { x: false, y: false } },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      // Horizontal bars: the items down the left (the first on top), the values along the bottom.
      scales: {
        x: { time: false, ori: 1, dir: -1, range: () => [-0.5, Math.max(0, names.length - 0.5)] },
        y: { ori: 0, dir: 1, range: () => [x.min, x.max] },
      },
      axes: [
        {
          side: 3,
          stroke: theme.text,
          font: theme.font,
          grid: { show: false },
          ticks: { show: false },
          size: nameSize(names),
          splits: () => indices,
          values: () => names.map(shortName),
        },
        {
          side: 2,
          stroke: theme.text,
          font: theme.font,
          grid: { stroke: theme.grid, width: 1 },
          ticks: { show: false },
          splits: () => x.ticks,
          values: () => labels,
        },
      ],
      series: [
        {},
        ...order.map((i) => {
          const color = theme.color(series[i]!.color)
          return {
            paths: uPlot.paths.bars!({ size: [0.8, MAX_BAR], align: 0 }),
            fill: color,
            stroke: color,
            width: 0,
            points: { show: false },
          }
        }),
      ],
    }
  }
  return {
    options,
    data: [indices, ...[...tops].reverse()],
    points: names.length,
    cursorAt: (plot, index) => ({
      left: plot.valToPos(tops.at(-1)?.[index] ?? 0, 'y') / 2,
      top: plot.valToPos(index, 'x'),
    }),
  }
}

/** Bars per item (table, lock mode, query), horizontal so that long names stay readable on a phone. */
function CategoryChart(props: CategoryChartProps) {
  const model = useMemo(() => categoryModel(props), [props])
  const setup = useMemo(() => plotSetup(props, model), [props, model])
  const height = categoryHeight(model.names.length)
  const { plotRef, plot, width, active, onKeyDown, onBlur } = usePlot(setup, height)
  const tooltip =
    active === undefined
      ? undefined
      : {
          ...model.tooltip(active),
          left: plot.current
            ? plot.current.valToPos(model.tops.at(-1)?.[active] ?? 0, 'y') + plot.current.over.offsetLeft
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
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    />
  )
}

export default memo(CategoryChart, sameProps)
