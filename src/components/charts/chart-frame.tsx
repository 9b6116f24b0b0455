/* eslint-disable jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions --
   a chart's plot takes focus so that its values are read with the arrow keys (the tooltip is a live region). */
import { Group, Paper, Text, VisuallyHidden } from '@mantine/core'
import { useId, type KeyboardEvent, type ReactNode, type Ref } from 'react'
import classes from './charts.module.css'
import { themeColor, type ChartSeries } from './theme'

export interface TooltipContent {
  title: string
  items: { key: string; label: string; value: string; color: ChartSeries['color'] }[]
  /** Where the pointer or the keyboard's point is, in px from the chart's left edge. */
  left: number
}

interface ChartFrameProps {
  /** The chart's accessible name. */
  title: string
  /** The chart's text alternative: what it shows, read after its name. */
  summary: string
  series: ChartSeries[]
  height: number
  plotRef: Ref<HTMLDivElement>
  tooltip: TooltipContent | undefined
  width: number
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void
  onBlur: () => void
  footer?: ReactNode
}

/**
 * What a chart shows besides its canvas, in the DOM for people and tests: its name and text alternative,
 * the legend, and the values at the pointer (also reached with the arrow keys once the chart has focus).
 */
export function ChartFrame({ title, summary, series, height, plotRef, tooltip, width, onKeyDown, onBlur, footer }: ChartFrameProps) {
  const summaryId = useId()
  return (
    <div className={classes.root}>
      <div
        ref={plotRef}
        className={classes.plot}
        style={{ height }}
        role="img"
        aria-label={title}
        aria-describedby={summaryId}
        tabIndex={0}
        data-chart-surface=""
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      <VisuallyHidden id={summaryId}>{summary}</VisuallyHidden>
      <div aria-live="polite">{tooltip ? <ChartTooltip {...tooltip} width={width} /> : null}</div>
      {series.length > 1 ? (
        <Group gap="md" justify="center" mt={4} aria-label={`${title}: legend`} role="list">
          {series.map((s) => (
            <Group key={s.name} gap={6} wrap="nowrap" role="listitem">
              <span className={classes.swatch} style={{ background: themeColor(s.color) }} />
              <Text size="xs">{s.label}</Text>
            </Group>
          ))}
        </Group>
      ) : null}
      {footer}
    </div>
  )
}

/** The values at the pointer, beside it (on its left in the chart's right half). */
function ChartTooltip({ left, width, title, items }: TooltipContent & { width: number }) {
  const onRight = left < width / 2
  return (
    <Paper
      data-testid="chart-tooltip"
      withBorder
      shadow="md"
      px="sm"
      py={6}
      fz="xs"
      className={classes.tooltip}
      style={onRight ? { left: left + 12 } : { right: Math.max(0, width - left + 12) }}
    >
      <Text size="xs" fw={600} mb={4}>
        {title}
      </Text>
      {items.map((item) => (
        <Group key={item.key} gap={6} justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap" miw={0}>
            <span className={classes.swatch} style={{ background: themeColor(item.color) }} />
            <Text size="xs" truncate="end">
              {item.label}
            </Text>
          </Group>
          <Text size="xs" fw={500}>
            {item.value}
          </Text>
        </Group>
      ))}
    </Paper>
  )
}
